import type { FastifyInstance } from "fastify";
import { mailListParams, mailReadParams, setFavouritesParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { readFavourites, writeFavourites } from "./favourites.ts";
import { mailList, markRead } from "./mail.ts";

/** The player's message centre and favourite games (token required). */
export function mailRoutes(app: FastifyInstance, deps: Deps): void {
  playerRoute(app, deps, {
    method: "GET",
    path: "/SiteMsg/MailList",
    summary: "Bulletins since registration or the player's own mail, newest first, with unread counts",
    tag: "mail",
    params: mailListParams,
    auth: "required",
    handler: ({ params, player }) => mailList(deps.db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/SiteMsg/MailRead",
    summary: "Mark one message (id) or, with all=1, every message of a kind read; answers unread counts",
    tag: "mail",
    params: mailReadParams,
    auth: "required",
    handler: ({ params, player }) => markRead(deps.db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/Favourites",
    summary: "The player's favourite game codes, in order",
    tag: "favourites",
    params: noParams,
    auth: "required",
    handler: ({ player }) => readFavourites(deps.db, player.user.id),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/UserCenter/SetFavourites",
    summary: "Replace the favourite game codes (comma list; unknown codes refused with status 2)",
    tag: "favourites",
    params: setFavouritesParams,
    auth: "required",
    handler: ({ params, player }) => writeFavourites(deps.db, player.user.id, params.codes),
  });
}
