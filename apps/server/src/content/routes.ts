import type { FastifyInstance } from "fastify";
import {
  articleDetailParams,
  articleListParams,
  bannerListParams,
  helpDetailParams,
  helpListParams,
  noticeDetailParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { isOnBreak } from "../safety/gate.ts";
import { articleDetail, articleList } from "./articles.ts";
import { helpDetail, helpList } from "./help.ts";
import { cachedRead } from "../events/cached-read.ts";
import { appHomePageInfo, bannerList, dialogList, homeGamesRead, homePageInfo } from "./home.ts";
import { unreadCounts } from "./mail.ts";
import { mailRoutes } from "./mail-routes.ts";
import { indexNotices, noticeDetail } from "./notices.ts";
import { contentCacheOf } from "./snapshot.ts";

/** The site content calls of the home page, notices, articles, dialogs and help, then mail and favourites. */
export function contentRoutes(app: FastifyInstance, deps: Deps): void {
  homeRoutes(app, deps);
  readingRoutes(app, deps);
  mailRoutes(app, deps);
}

function homeRoutes(app: FastifyInstance, deps: Deps): void {
  const cache = contentCacheOf(deps);
  const cachedGames = cachedRead(deps, homeGamesRead(cache));
  const tag = "content";

  playerRoute(app, deps, {
    method: "GET",
    path: "/sitemsg/getBannerList",
    summary: "Banners of a position showing now, by sort, and when that position last changed",
    tag,
    params: bannerListParams,
    auth: "optional",
    handler: async ({ params }) => {
      const now = deps.clock();
      return bannerList(await cache.snapshot(), params.position, now);
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SiteMsg/DialogList",
    summary: "Pop-up dialogs for visitors (no token) or players, and their update time",
    tag,
    params: noParams,
    auth: "optional",
    handler: async ({ player }) => {
      const now = deps.clock();
      const models = dialogList(await cache.snapshot(), player ? "player" : "guest", now);
      // No marketing pop-ups while the player's time-out or self-exclusion runs (safer play).
      if (player && (await isOnBreak(deps.db, player.user.id, now))) return { ...models, list: [] };
      return models;
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/sitemsg/GetHomePageInfo",
    summary: "Home menu entries (SPEC 2.1 codes), hot games and the player's unread mail",
    tag,
    params: noParams,
    auth: "optional",
    handler: async ({ player }) => {
      const unread = player ? await unreadCounts(deps.db, player.user.id) : { bulletin: 0, mail: 0 };
      return homePageInfo(await cache.snapshot(), unread.bulletin + unread.mail);
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/sitemsg/AppHomePageInfo",
    summary: "Every listed game with its next draw, banner and dialog update times, server time",
    tag,
    params: noParams,
    auth: "optional",
    handler: async ({ player }) => {
      const now = deps.clock();
      const games = await cachedGames(undefined, now);
      return appHomePageInfo(await cache.snapshot(), games, player ? "player" : "guest", now);
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SystemConfig/QueryActivity_Setting",
    summary: "Activity switches, live-score, customer-service and download links",
    tag,
    params: noParams,
    auth: "optional",
    handler: async () => ({
      ...(await cache.snapshot()).settings.activity,
      // Sports odds-data host (ODDS_DATA_HOST); empty = this server.
      oddsDataHost: deps.config.oddsDataHost,
    }),
  });
}

function readingRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = "content";

  playerRoute(app, deps, {
    method: "GET",
    path: "/SiteMsg/GetIndexNotic",
    summary: "The notice bar: latest 10 published notices, pinned first",
    tag,
    params: noParams,
    auth: "none",
    handler: () => indexNotices(deps.db, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SiteMsg/GetNoticeDetail",
    summary: "One notice (status 1 when unknown or offline)",
    tag,
    params: noticeDetailParams,
    auth: "none",
    handler: ({ params }) => noticeDetail(deps.db, params.noticeId, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SiteMsg/GetAricleList",
    summary: "Published articles, newest first; optional category and keyword (title or summary)",
    tag,
    params: articleListParams,
    auth: "none",
    handler: ({ params }) => articleList(deps.db, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/sitemsg/getaricledetail",
    summary: "One article with its body (status 1 when unknown or offline)",
    tag,
    params: articleDetailParams,
    auth: "none",
    handler: ({ params }) => articleDetail(deps.db, params.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SiteMsg/HelpList",
    summary: "Help types with their topics; keyword searches titles and answers",
    tag,
    params: helpListParams,
    auth: "none",
    handler: ({ params }) => helpList(deps.db, params.keyword),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SiteMsg/HelpDetail",
    summary: "One help topic (status 1 when unknown)",
    tag,
    params: helpDetailParams,
    auth: "none",
    handler: ({ params }) => helpDetail(deps.db, params.type, params.name),
  });
}
