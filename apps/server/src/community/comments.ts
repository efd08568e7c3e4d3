import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  COMMENTS_PER_MINUTE,
  Msg,
  type AddCommentParams,
  type AddReplyParams,
  type CommentItem,
  type CommentLikeModels,
  type CommentListParams,
  type CommentPage,
  type CommentReply,
  type CommentStatus,
  type CommentTargetType,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { followReleases } from "../follow/tables.ts";
import { lockPlayer } from "../orders/place.ts";
import { togetherSchemes } from "../together/tables.ts";
import { peopleOf, type Person } from "../account/names.ts";
import { profileOf } from "./people.ts";
import { readCommunityRules, readSensitiveWords, sensitiveWordIn } from "./settings.ts";
import { commentLikes, commentTargets, comments, type CommentRow } from "./tables.ts";

/** Replies shown under each floor (oldest first); replyCount says how many there are. */
const REPLIES_PER_FLOOR = 50;

/** What a viewer may see: approved comments, and their own pending ones. Hidden: nobody. */
export const visibleTo = (viewerId: number): SQL =>
  or(eq(comments.status, "approved"), and(eq(comments.status, "pending"), eq(comments.authorId, viewerId)))!;

/** The release or scheme exists (status 1 评论对象不存在 otherwise). */
async function assertTarget(q: Queryable, type: CommentTargetType, id: string): Promise<void> {
  const [row] =
    type === "release"
      ? await q.select({ id: followReleases.id }).from(followReleases).where(eq(followReleases.releaseNo, id))
      : await q
          .select({ id: togetherSchemes.id })
          .from(togetherSchemes)
          .where(eq(togetherSchemes.schemeNo, id));
  if (!row) throw refuse("community.targetNotFound");
}

/**
 * The checks every new text passes, under the writer's lock: not banned from commenting, at most
 * COMMENTS_PER_MINUTE a minute, no sensitive word. Answers the status it starts in (moderation).
 */
async function admitText(tx: Tx, userId: number, content: string, now: Date): Promise<CommentStatus> {
  await lockPlayer(tx, userId);
  if ((await profileOf(tx, userId)).commentBanned) throw refuse("community.commentBanned");
  const [recent] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(comments)
    .where(and(eq(comments.authorId, userId), gt(comments.createdAt, new Date(now.getTime() - 60_000))));
  if (Number(recent?.n ?? 0) >= COMMENTS_PER_MINUTE) throw refuse("community.tooManyComments");
  if (sensitiveWordIn(content, await readSensitiveWords(tx)) !== null)
    throw refuse("community.sensitiveWord");
  return (await readCommunityRules(tx)).moderation ? "pending" : "approved";
}

/** order/addUserComment: a new floor on a release or scheme. */
export async function addComment(
  db: Db,
  userId: number,
  params: AddCommentParams,
  now: Date,
): Promise<CommentItem> {
  await assertTarget(db, params.targetType, params.targetId);
  const row = await db.transaction(async (tx) => {
    const status = await admitText(tx, userId, params.content, now);
    const [counter] = await tx
      .insert(commentTargets)
      .values({ targetType: params.targetType, targetId: params.targetId, floors: 1 })
      .onConflictDoUpdate({
        target: [commentTargets.targetType, commentTargets.targetId],
        set: { floors: sql`${commentTargets.floors} + 1` },
      })
      .returning({ floors: commentTargets.floors });
    const [inserted] = await tx
      .insert(comments)
      .values({
        targetType: params.targetType,
        targetId: params.targetId,
        authorId: userId,
        floor: counter!.floors,
        content: params.content,
        status,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  const people = await peopleOf(db, [userId], userId);
  return floorOf(row, people, new Set(), userId, [], 0);
}

/** A comment the viewer may see, or status 1 评论不存在. */
async function visibleComment(q: Queryable, id: number, viewerId: number): Promise<CommentRow> {
  const [row] = await q
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), visibleTo(viewerId)));
  if (!row) throw refuse("community.commentNotFound");
  return row;
}

/**
 * order/AddUserReply: a reply under a floor (`commentId`; a reply's id names its floor), answering the
 * floor or one of its replies (`replyId`).
 */
export async function addReply(
  db: Db,
  userId: number,
  params: AddReplyParams,
  now: Date,
): Promise<CommentReply> {
  const named = await visibleComment(db, params.commentId, userId);
  const root = named.rootId === null ? named : await visibleComment(db, named.rootId, userId);
  const replyId = params.replyId ?? (named.rootId === null ? undefined : named.id);
  const answered = replyId === undefined ? root : await visibleComment(db, replyId, userId);
  if (answered.id !== root.id && answered.rootId !== root.id) throw refuse("community.commentNotFound");
  const row = await db.transaction(async (tx) => {
    const status = await admitText(tx, userId, params.content, now);
    const [inserted] = await tx
      .insert(comments)
      .values({
        targetType: root.targetType,
        targetId: root.targetId,
        authorId: userId,
        rootId: root.id,
        replyId: answered.id === root.id ? null : answered.id,
        replyUid: answered.id === root.id ? null : answered.authorId,
        content: params.content,
        status,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  const people = await peopleOf(db, [userId, row.replyUid ?? userId], userId);
  return replyOf(row, people, new Set(), userId);
}

function baseOf(row: CommentRow, people: Map<number, Person>, liked: Set<number>, viewerId: number) {
  const status = row.status as CommentStatus;
  return {
    commentId: row.id,
    uid: row.authorId,
    nickName: people.get(row.authorId)?.nickName ?? "",
    avatar: people.get(row.authorId)?.avatar ?? "",
    content: row.content,
    status,
    statusName: status === "pending" ? Msg.community.pendingName : "",
    likes: row.likes,
    liked: liked.has(row.id),
    mine: row.authorId === viewerId,
    createdAt: chinaTimeIso(row.createdAt),
  };
}

function replyOf(
  row: CommentRow,
  people: Map<number, Person>,
  liked: Set<number>,
  viewerId: number,
): CommentReply {
  return {
    ...baseOf(row, people, liked, viewerId),
    rootId: row.rootId ?? row.id,
    replyTo:
      row.replyUid === null
        ? null
        : { uid: row.replyUid, nickName: people.get(row.replyUid)?.nickName ?? "" },
  };
}

function floorOf(
  row: CommentRow,
  people: Map<number, Person>,
  liked: Set<number>,
  viewerId: number,
  replies: CommentRow[],
  replyCount: number,
): CommentItem {
  return {
    ...baseOf(row, people, liked, viewerId),
    floor: row.floor ?? 0,
    targetType: row.targetType as CommentTargetType,
    targetId: row.targetId,
    replies: replies.map((r) => replyOf(r, people, liked, viewerId)),
    replyCount,
  };
}

/**
 * order/QueryUserCommentList: the floors of a release or scheme, oldest first, each with its first
 * replies (one level; a reply to a reply names whom it answers). Others' pending comments and hidden
 * ones are left out; the viewer's own pending ones are marked 审核中.
 */
export async function commentThread(
  db: Db,
  params: CommentListParams,
  viewerId: number,
): Promise<CommentPage> {
  const where = and(
    eq(comments.targetType, params.targetType),
    eq(comments.targetId, params.targetId),
    isNull(comments.rootId),
    visibleTo(viewerId),
  );
  const floors = await db
    .select()
    .from(comments)
    .where(where)
    .orderBy(asc(comments.floor))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [counted] = await db
    .select({ n: sql<string>`count(*)` })
    .from(comments)
    .where(where);
  const rootIds = floors.map((f) => f.id);
  const replies =
    rootIds.length === 0
      ? []
      : await db
          .select()
          .from(comments)
          .where(and(inArray(comments.rootId, rootIds), visibleTo(viewerId)))
          .orderBy(asc(comments.id));
  const all = [...floors, ...replies];
  const [people, liked] = await Promise.all([
    peopleOf(
      db,
      all.flatMap((c) => (c.replyUid === null ? [c.authorId] : [c.authorId, c.replyUid])),
      viewerId,
    ),
    likedBy(
      db,
      viewerId,
      all.map((c) => c.id),
    ),
  ]);
  const list = floors.map((floor) => {
    const mine = replies.filter((r) => r.rootId === floor.id);
    return floorOf(floor, people, liked, viewerId, mine.slice(0, REPLIES_PER_FLOOR), mine.length);
  });
  return { list, total: Number(counted?.n ?? 0) };
}

async function likedBy(q: Queryable, viewerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** order/LikeUserComment: like (once) or unlike a comment the viewer may see. */
export async function likeComment(
  db: Db,
  viewerId: number,
  commentId: number,
  like: boolean,
  now: Date,
): Promise<CommentLikeModels> {
  await visibleComment(db, commentId, viewerId);
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(commentLikes)
          .values({ commentId, userId: viewerId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: commentLikes.commentId })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, viewerId)))
          .returning({ id: commentLikes.commentId });
    const step = changed.length === 0 ? 0 : like ? 1 : -1;
    const [row] = await tx
      .update(comments)
      .set({ likes: sql`${comments.likes} + ${step}` })
      .where(eq(comments.id, commentId))
      .returning({ likes: comments.likes });
    return { commentId, likes: row?.likes ?? 0, liked: like };
  });
}

/** The newest comments for the console, optionally by status, target type and author. */
export function adminCommentWhere(filter: { status?: string; targetType?: string; userId?: number }) {
  return and(
    filter.status ? eq(comments.status, filter.status) : undefined,
    filter.targetType ? eq(comments.targetType, filter.targetType) : undefined,
    filter.userId ? eq(comments.authorId, filter.userId) : undefined,
  );
}

export const newestFirst = desc(comments.id);
