import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { integerParam, rowIdSchema } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { refuse } from "../domain/refusal.ts";
import { noParams } from "../http/player-route.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { KEFU_CANNED } from "./canned.ts";
import { kefuDeskStream, publishKefu } from "./live-routes.ts";
import { kefuConversation, kefuQueue, kefuReply, kefuSetState } from "./console.ts";

const idParams = z.object({ conversationId: rowIdSchema });

/** Takes or closes a conversation and tells the streams. */
async function changeState(deps: Deps, id: number, change: Parameters<typeof kefuSetState>[2]) {
  const conversation = await kefuSetState(deps.db, id, change);
  publishKefu(deps, conversation);
  return { conversationId: id, status: conversation.status };
}

/** The console's customer-service desk: queue, conversation with the player's details, reply, take, close. */
export function kefuAdminRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "GET",
    path: "/kefu/queue",
    permission: "support",
    summary:
      "Customer-service conversations, newest first: `status` open (waiting or active, default) or closed",
    params: z.object({ status: z.enum(["open", "closed"]).default("open") }),
    handler: ({ params }) => kefuQueue(deps.db, params.status),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/kefu/conversation",
    permission: "support",
    summary: "One conversation's messages after message id `after` and the player's details; marks it read",
    params: idParams.extend({ after: integerParam(0, Number.MAX_SAFE_INTEGER).default(0) }),
    handler: ({ params }) => kefuConversation(deps.db, params.conversationId, params.after),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/kefu/reply",
    permission: "support",
    summary: "Answer the player in conversation `conversationId` with `text` (≤ 500); takes the conversation",
    params: idParams.extend({ text: z.string().trim().min(1).max(500) }),
    handler: async ({ params, operatorId }) => {
      if (operatorId === null) throw refuse("kefu.conversationNotFound");
      const said = await kefuReply(deps.db, params.conversationId, operatorId, params.text, deps.clock());
      publishKefu(deps, said.conversation, said.message);
      return said.message;
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/kefu/assign",
    permission: "support",
    summary: "Take conversation `conversationId` (assigned to the calling operator)",
    params: idParams,
    handler: ({ params, operatorId }) => {
      if (operatorId === null) throw refuse("kefu.conversationNotFound");
      return changeState(deps, params.conversationId, { status: "active", operatorId });
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/kefu/close",
    permission: "support",
    summary: "Close conversation `conversationId` (the player's next message opens it again)",
    params: idParams,
    handler: ({ params }) => changeState(deps, params.conversationId, { status: "closed" }),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/kefu/canned",
    permission: "support",
    summary: "The canned replies (快捷回复)",
    params: noParams,
    handler: () => readSetting(deps.db, KEFU_CANNED),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/kefu/canned",
    permission: "support",
    summary: "Replace the canned replies `replies: string[]` (≤ 30, each ≤ 500 characters)",
    params: KEFU_CANNED.schema,
    target: KEFU_CANNED.key,
    snapshot: () => readSetting(deps.db, KEFU_CANNED),
    handler: async ({ params }) => {
      await writeSetting(deps.db, KEFU_CANNED, params);
      return readSetting(deps.db, KEFU_CANNED);
    },
  });

  kefuDeskStream(app, deps);
}
