import type { FastifyInstance } from "fastify";
import { desc, eq } from "drizzle-orm";
import {
  Msg,
  adminCommentIdParams,
  adminCommentListParams,
  commentBanParams,
  communityRulesParams,
  pagingParams,
  sensitiveWordsParams,
  type AdminCommentRow,
  type CommentBanRow,
  type CommentStatus,
  type CommentTargetType,
  type Paged,
} from "@lottery/contract";
import { z } from "zod";
import { adminRoute } from "../admin/admin-route.ts";
import type { Db } from "../db/client.ts";
import { countWhere, onePage } from "../db/paging.ts";
import type { Deps } from "../deps.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { noParams } from "../http/player-route.ts";
import { adminCommentWhere, newestFirst } from "./comments.ts";
import { userNamesOf } from "../account/names.ts";
import { personOf } from "./people.ts";
import {
  readCommunityRules,
  readSensitiveWords,
  writeCommunityRules,
  writeSensitiveWords,
} from "./settings.ts";
import { comments, communityProfiles, type CommentRow } from "./tables.ts";

function rowOf(row: CommentRow, names: Map<number, string>): AdminCommentRow {
  const status = row.status as CommentStatus;
  return {
    id: row.id,
    userId: row.authorId,
    userName: names.get(row.authorId) ?? "",
    targetType: row.targetType as CommentTargetType,
    targetId: row.targetId,
    floor: row.floor,
    rootId: row.rootId,
    content: row.content,
    status,
    statusName: Msg.community.statusNames[status],
    likes: row.likes,
    createdAt: chinaTimeIso(row.createdAt),
    moderatedAt: row.moderatedAt ? chinaTimeIso(row.moderatedAt) : null,
  };
}

/** Moves a comment to approved or hidden (an approved one may be hidden later); answers its row. */
async function moderate(
  db: Db,
  id: number,
  status: "approved" | "hidden",
  operatorId: number | null,
  now: Date,
) {
  const [row] = await db
    .update(comments)
    .set({ status, moderatedAt: now, moderatorId: operatorId })
    .where(eq(comments.id, id))
    .returning();
  if (!row) throw refuse("community.commentNotFound");
  return rowOf(row, await userNamesOf(db, [row.authorId]));
}

/** Stops or allows a player commenting. */
async function setBan(db: Db, userId: number, banned: boolean, reason: string, now: Date) {
  await personOf(db, userId, null);
  const change = {
    commentBanned: banned,
    banReason: banned ? reason : "",
    bannedAt: banned ? now : null,
    updatedAt: now,
  };
  await db
    .insert(communityProfiles)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: communityProfiles.userId, set: change });
  return { userId, commentBanned: banned };
}

/**
 * Operator calls of the players' community (permission content): the moderation queue, the sensitive
 * words, comment bans and the moderation switch. Every change is audited (admin POSTs).
 */
export function communityAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/community/comments",
    permission: "content",
    summary:
      "Comments and replies, newest first, optional `status` pending | approved | hidden (the moderation " +
      "queue: pending), `targetType` release | scheme, `userId`: {id, userId, userName, targetType, targetId, " +
      "floor (null for a reply), rootId (a reply's floor), content (plain text), status, statusName, likes, " +
      "createdAt, moderatedAt}; paged",
    params: adminCommentListParams,
    handler: async ({ params }): Promise<Paged<AdminCommentRow>> => {
      const where = adminCommentWhere(params);
      const rows = await onePage(
        db.select().from(comments).where(where).orderBy(newestFirst).$dynamic(),
        params,
      );
      const names = await userNamesOf(
        db,
        rows.map((r) => r.authorId),
      );
      return { list: rows.map((r) => rowOf(r, names)), total: await countWhere(db, comments, where) };
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/community/comments/approve",
    permission: "content",
    summary: "Approve comment `id`: everyone sees it. models: the comment's row",
    params: adminCommentIdParams,
    handler: ({ params, operatorId }) => moderate(db, params.id, "approved", operatorId, deps.clock()),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/community/comments/hide",
    permission: "content",
    summary: "Hide comment `id` (pending or approved): nobody sees it any more. models: the comment's row",
    params: adminCommentIdParams,
    handler: ({ params, operatorId }) => moderate(db, params.id, "hidden", operatorId, deps.clock()),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/community/words",
    permission: "content",
    summary:
      "The sensitive words: {words: string[]}. New comments, replies and homepage introductions holding one " +
      "(case and spaces or punctuation between characters ignored) are refused",
    params: noParams,
    handler: async () => ({ words: await readSensitiveWords(db) }),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/community/words",
    permission: "content",
    summary:
      "Replace the sensitive words: {words: string[]} (≤ 2000 of ≤ 20 characters; blanks and repeats dropped)",
    params: sensitiveWordsParams,
    target: "community.words",
    snapshot: async () => ({ words: await readSensitiveWords(db) }),
    handler: async ({ params }) => {
      await writeSensitiveWords(db, params.words);
      return { words: await readSensitiveWords(db) };
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/community/bans",
    permission: "content",
    summary: "Players stopped from commenting, newest first: {userId, userName, reason, bannedAt}; paged",
    params: pagingParams,
    handler: async ({ params }): Promise<Paged<CommentBanRow>> => {
      const where = eq(communityProfiles.commentBanned, true);
      const rows = await onePage(
        db.select().from(communityProfiles).where(where).orderBy(desc(communityProfiles.bannedAt)).$dynamic(),
        params,
      );
      const names = await userNamesOf(
        db,
        rows.map((r) => r.userId),
      );
      const list = rows.map((r) => ({
        userId: r.userId,
        userName: names.get(r.userId) ?? "",
        reason: r.banReason,
        bannedAt: r.bannedAt ? chinaTimeIso(r.bannedAt) : "",
      }));
      return { list, total: await countWhere(db, communityProfiles, where) };
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/community/ban",
    permission: "content",
    summary: "Stop player `userId` commenting (optional `reason`). models {userId, commentBanned: true}",
    params: commentBanParams,
    handler: ({ params }) => setBan(db, params.userId, true, params.reason ?? "", deps.clock()),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/community/unban",
    permission: "content",
    summary: "Allow player `userId` to comment again. models {userId, commentBanned: false}",
    params: z.object({ userId: commentBanParams.shape.userId }),
    handler: ({ params }) => setBan(db, params.userId, false, "", deps.clock()),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/community/settings",
    permission: "content",
    summary: "Community settings: {moderation (new comments wait for approval; default true)}",
    params: noParams,
    handler: () => readCommunityRules(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/community/settings",
    permission: "content",
    summary: "Replace the community settings: {moderation: boolean}",
    params: communityRulesParams,
    target: "community.rules",
    snapshot: () => readCommunityRules(db),
    handler: async ({ params }) => {
      await writeCommunityRules(db, params);
      return readCommunityRules(db);
    },
  });
}
