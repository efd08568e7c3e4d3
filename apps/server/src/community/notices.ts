import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { gameNameOf } from "@lottery/rules";
import { ATTENTION_NOTICE_MINUTES, Msg } from "@lottery/contract";
import { users } from "../account/tables.ts";
import { mailMessages } from "../content/tables.ts";
import type { Tx } from "../db/queryable.ts";
import { maskUserName } from "../domain/masking.ts";
import { enqueuePushes } from "../push/outbox.ts";
import { attentions, communityProfiles } from "./tables.ts";

/** Rows per INSERT, well inside PostgreSQL's bind-parameter limit (a popular player has many fans). */
const ROWS_PER_INSERT = 1000;

export interface NoticeSubject {
  kind: "release" | "scheme";
  gameCode: string;
  /** Where the message and push open: the release or scheme page. */
  url: string;
}

/**
 * 关注动态: in the caller's transaction (the release's or the scheme's), each follower of `actorId`
 * whose switch is on and who has not heard of this player in the last ten minutes gets a /MsgCenter
 * message and a Web Push (if subscribed); the moment is stamped on the attention row, so at most one
 * notice per ten minutes per (follower, player), and none when the transaction rolls back.
 */
export async function noticeFollowers(
  tx: Tx,
  actorId: number,
  subject: NoticeSubject,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - ATTENTION_NOTICE_MINUTES * 60_000);
  const switchedOff = sql`exists (select 1 from ${communityProfiles} where ${communityProfiles.userId} = ${attentions.followerId} and not ${communityProfiles.attentionNotice})`;
  const due = await tx
    .update(attentions)
    .set({ lastNoticeAt: now })
    .where(
      and(
        eq(attentions.targetId, actorId),
        or(isNull(attentions.lastNoticeAt), lte(attentions.lastNoticeAt, since)),
        sql`not ${switchedOff}`,
      ),
    )
    .returning({ followerId: attentions.followerId });
  if (due.length === 0) return;
  const [actor] = await tx.select({ nickName: users.nickName }).from(users).where(eq(users.id, actorId));
  const name = maskUserName(actor?.nickName ?? "");
  const game = gameNameOf(subject.gameCode);
  const title = Msg.community.releaseNoticeTitle;
  const content =
    subject.kind === "release"
      ? Msg.community.releaseNotice(name, game)
      : Msg.community.schemeNotice(name, game);
  const followerIds = due.map((d) => d.followerId);
  for (let start = 0; start < followerIds.length; start += ROWS_PER_INSERT)
    await tx
      .insert(mailMessages)
      .values(
        followerIds
          .slice(start, start + ROWS_PER_INSERT)
          .map((userId) => ({ kind: "mail", userId, title, content, sentAt: now })),
      );
  await enqueuePushes(
    tx,
    followerIds.map((userId) => ({ userId, title, body: content, url: subject.url })),
  );
}
