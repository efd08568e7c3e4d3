import { and, desc, eq, sql } from "drizzle-orm";
import type { AttentionModels, AttentionPage } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { PageParams } from "../db/paging.ts";
import type { Queryable } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { attentionsOf, fansOf, followedBy, following, personOf, profilesOf, wonFiguresOf } from "./people.ts";
import { peopleOf } from "../account/names.ts";
import { attentions } from "./tables.ts";

async function answerOf(q: Queryable, viewerId: number, uid: number): Promise<AttentionModels> {
  const [mine, theirs, fans] = await Promise.all([
    followedBy(q, viewerId, [uid]),
    following(q, viewerId, [uid]),
    fansOf(q, [uid]),
  ]);
  const attention = mine.has(uid);
  return { uid, attention, mutual: attention && theirs.has(uid), fans: fans.get(uid) ?? 0 };
}

/** Attention/AttentionUser: the viewer follows uid (again: no change). Self refused. */
export async function attend(db: Db, viewerId: number, uid: number, now: Date): Promise<AttentionModels> {
  if (uid === viewerId) throw refuse("community.attentionSelf");
  await personOf(db, uid, viewerId);
  await db
    .insert(attentions)
    .values({ followerId: viewerId, targetId: uid, createdAt: now })
    .onConflictDoNothing();
  return answerOf(db, viewerId, uid);
}

/** attention/cancelAttentionUser: the viewer no longer follows uid (not following: no change). */
export async function unattend(db: Db, viewerId: number, uid: number): Promise<AttentionModels> {
  await db.delete(attentions).where(and(eq(attentions.followerId, viewerId), eq(attentions.targetId, uid)));
  return answerOf(db, viewerId, uid);
}

/** 关注 (whom I follow) or 粉丝 (who follows me), newest first, with my two counts. */
export async function attentionPage(
  db: Db,
  viewerId: number,
  side: "attentions" | "fans",
  page: PageParams,
): Promise<AttentionPage> {
  const mineCol = side === "attentions" ? attentions.followerId : attentions.targetId;
  const otherCol = side === "attentions" ? attentions.targetId : attentions.followerId;
  const rows = await db
    .select({ id: otherCol })
    .from(attentions)
    .where(eq(mineCol, viewerId))
    .orderBy(desc(attentions.createdAt), desc(otherCol))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const ids = rows.map((r) => r.id);
  const [people, profiles, fans, won, iFollow, followMe, myFans, myAttentions] = await Promise.all([
    peopleOf(db, ids, viewerId),
    profilesOf(db, ids),
    fansOf(db, ids),
    wonFiguresOf(db, ids),
    followedBy(db, viewerId, ids),
    following(db, viewerId, ids),
    fansOf(db, [viewerId]),
    attentionsOf(db, [viewerId]),
  ]);
  const list = ids.map((id) => {
    const profile = profiles.get(id);
    const shown = !profile?.homepagePrivate;
    return {
      uid: id,
      nickName: people.get(id)?.nickName ?? "",
      avatar: people.get(id)?.avatar ?? "",
      introduction: shown ? (profile?.introduction ?? "") : "",
      attention: iFollow.has(id),
      mutual: iFollow.has(id) && followMe.has(id),
      fans: fans.get(id) ?? 0,
      wonCount: shown ? (won.get(id)?.wonCount ?? 0) : 0,
    };
  });
  const attentionCount = myAttentions.get(viewerId) ?? 0;
  const fansCount = myFans.get(viewerId) ?? 0;
  return { list, total: side === "attentions" ? attentionCount : fansCount, attentionCount, fansCount };
}

/** The players `viewerId` follows, as a subquery (follow orders of the players I follow). */
export const attendedBy = (viewerId: number) =>
  sql`(select ${attentions.targetId} from ${attentions} where ${attentions.followerId} = ${viewerId})`;
