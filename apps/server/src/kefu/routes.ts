import type { FastifyInstance } from "fastify";
import { kefuMessagesParams, kefuSendParams, kfUrlParams, type KfUrlModels } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { playerRoute } from "../http/player-route.ts";
import { keepClientInfo, parseClientInfo } from "./client-info.ts";
import { kefuPlayerStream, publishKefu } from "./live-routes.ts";
import { playerMessages, playerSend } from "./service.ts";

/** Where the built-in chat page lives in the web app (opened in /iframePage with title kefu). */
export const KEFU_CHAT_PATH = "/kefu";
/** Messages a minute per IP: a person typing. */
const SEND_PER_MIN = 30;

/** Customer service player calls: the chat's address, its messages and sending. */
export function kefuRoutes(app: FastifyInstance, deps: Deps): void {
  playerRoute(app, deps, {
    method: "GET",
    path: "/SystemConfig/GetKFUrl",
    summary:
      "SPEC 7.3 getKFUrl: the customer-service chat's address (the built-in support chat); `page` is the " +
      "page the player came from, `ClientInfo` base64 of UTF-8 JSON {RDUID, account, time, ip} (the latest is kept and shown to the operator; malformed: status 2)",
    tag: "kefu",
    params: kfUrlParams,
    auth: "required",
    handler: async ({ params, player, request }): Promise<KfUrlModels> => {
      if (params.ClientInfo) {
        const info = parseClientInfo(params.ClientInfo);
        const seen = { requestIp: request.ip, page: params.page ?? "", now: deps.clock() };
        await keepClientInfo(deps.db, player.user.id, info, seen);
      }
      const page = params.page ? `?from=${encodeURIComponent(params.page)}` : "";
      return { url: `${KEFU_CHAT_PATH}${page}` };
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Kefu/Messages",
    summary:
      "The player's customer-service conversation: its status and the messages after message id `after` " +
      "(0 = from the start, at most 200), oldest first; read on every (re)connect of Kefu/Events with the last id seen",
    tag: "kefu",
    params: kefuMessagesParams,
    auth: "required",
    handler: ({ player, params }) => playerMessages(deps.db, player.user.id, params.after),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Kefu/Send",
    summary:
      "Send customer service a message: `kind` text (≤ 500 characters), image (a data: URL of a png, jpeg, " +
      "gif or webp picture, ≤ 150 KB) or order (the number of one of the player's own orders)",
    tag: "kefu",
    params: kefuSendParams,
    auth: "required",
    perMinute: SEND_PER_MIN,
    handler: async ({ player, params }) => {
      const said = await playerSend(deps.db, player.user.id, params, deps.clock());
      publishKefu(deps, said.conversation, said.message);
      return said.message;
    },
  });

  kefuPlayerStream(app, deps);
}
