import { COMMENT_MAX, type CommentReply } from "@lottery/contract";
import { communityMessages } from "../messages/community.ts";
import { paths } from "./paths.ts";

const c = communityMessages.community;

/** A player's homepage: /homePage?uid= (mine without a uid). */
export function homePagePath(uid?: number): string {
  return uid === undefined ? paths.homePage : `${paths.homePage}?uid=${uid}`;
}

/** /myAttention on its 关注 or 粉丝 tab. */
export function myAttentionPath(tab: "attention" | "fans"): string {
  return tab === "attention" ? paths.myAttention : `${paths.myAttention}?tab=fans`;
}

/** What a follow button says: 关注, 已关注 or 互相关注. */
export function followLabel(attention: boolean, mutual: boolean): string {
  if (!attention) return c.follow;
  return mutual ? c.mutual : c.following;
}

/** "回复 @张**：" before a reply that answers another reply, "" before one that answers the floor. */
export function replyPrefix(reply: Pick<CommentReply, "replyTo">): string {
  return reply.replyTo ? c.replyTo(reply.replyTo.nickName) : "";
}

/** The composer's text as the server counts it (trimmed, UTF-16 units), and whether it may be sent (1–200). */
export function commentDraftState(text: string): { length: number; sendable: boolean } {
  const length = text.trim().length;
  return { length, sendable: length >= 1 && length <= COMMENT_MAX };
}
