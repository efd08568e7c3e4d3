import { z } from "zod";
import { integerParam } from "./params.ts";

/**
 * Customer service (在线客服, issue 28): the built-in support chat that SystemConfig/GetKFUrl points at.
 * Player calls under /api (T); the operator side is under /admin/api/kefu.
 */

export const kefuMessageKinds = ["text", "image", "order"] as const;
export type KefuMessageKind = (typeof kefuMessageKinds)[number];

/** A picture as a data: URL (png, jpeg, gif or webp), at most about 150 KB. */
export const KEFU_IMAGE_MAX_CHARS = 200_000;

/** GET Kefu/Messages (T): the player's conversation, messages after `after` (a message id; 0 = all). */
export const kefuMessagesParams = z.object({
  after: integerParam(0, Number.MAX_SAFE_INTEGER).default(0),
});
export type KefuMessagesParams = z.infer<typeof kefuMessagesParams>;

/** POST Kefu/Send (T): a text, a picture (data: URL) or one of the player's orders (its order number). */
export const kefuSendParams = z.object({
  kind: z.enum(kefuMessageKinds, { error: "消息类型不正确" }),
  body: z.string().min(1, { error: "消息不能为空" }).max(KEFU_IMAGE_MAX_CHARS, { error: "图片过大" }),
});
export type KefuSendParams = z.infer<typeof kefuSendParams>;

export interface KefuMessage {
  id: number;
  sender: "player" | "operator";
  kind: KefuMessageKind;
  body: string;
  time: string;
}

export interface KefuMessagesModels {
  status: "none" | "waiting" | "active" | "closed";
  messages: KefuMessage[];
}
