import { count, desc, eq, sql, type SQL } from "drizzle-orm";
import { type AgentModels, type FingerprintParams, type FriendModels } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { maskUserName } from "../domain/masking.ts";
import type { UserRow } from "./sessions.ts";
import { agentTree, deviceAttributions, users } from "./tables.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";
import { AGENT_CODE_LENGTH, usableAgentCode } from "../agents/binding.ts";
import type { agentCodes } from "../agents/tables.ts";

type AgentCodeRow = typeof agentCodes.$inferSelect;

/** How a promotion names its inviter: invite code (`agentNo`) and/or member id (`agentId`). */
export interface PromotionRef {
  agentNo?: string | undefined;
  agentId?: number | undefined;
}

/** The inviting player; `agentCode` when the promotion was an agent's invite code (agents/codes.ts). */
export type Inviter = Pick<UserRow, "id" | "inviteCode"> & { agentCode?: AgentCodeRow };

/**
 * The inviter a promotion names: none when it names nobody; status 1 when a code or id is unknown, or
 * when both are given and belong to different players.
 */
export async function resolveInviter(db: Db, ref: PromotionRef): Promise<Inviter | null> {
  const agentNo = ref.agentNo?.trim().toUpperCase() || undefined;
  if (agentNo === undefined && ref.agentId === undefined) return null;
  const byCode = agentNo === undefined ? undefined : await inviterByCode(db, agentNo);
  const byId = ref.agentId === undefined ? undefined : await inviterWhere(db, eq(users.id, ref.agentId));
  if (byCode === null || byId === null) throw refuse("inviterUnknown");
  if (byCode && byId && byCode.id !== byId.id) throw refuse("inviterMismatch");
  return (byCode ?? byId)!;
}

/** A personal invite code (8 characters) or an agent's invite code (7, enabled, of an active agent). */
async function inviterByCode(db: Db, code: string): Promise<Inviter | null> {
  if (code.length !== AGENT_CODE_LENGTH) return inviterWhere(db, eq(users.inviteCode, code));
  const agentCode = await usableAgentCode(db, code);
  return agentCode ? { id: agentCode.agentId, inviteCode: agentCode.code, agentCode } : null;
}

async function inviterWhere(db: Db, condition: SQL): Promise<Inviter | null> {
  const rows = await db.select({ id: users.id, inviteCode: users.inviteCode }).from(users).where(condition);
  return rows[0] ?? null;
}

/** Adds a new player to the agent tree: a self row, and one row per ancestor of the inviter. */
export async function addToAgentTree(
  db: Pick<Db, "insert">,
  userId: number,
  inviterId: number | null,
): Promise<void> {
  await db.insert(agentTree).values({ ancestorId: userId, descendantId: userId, depth: 0 });
  if (inviterId === null) return;
  await db.insert(agentTree).select((qb) =>
    qb
      .select({
        ancestorId: agentTree.ancestorId,
        descendantId: sql<number>`${userId}`.as("descendant_id"),
        depth: sql<number>`${agentTree.depth} + 1`.as("depth"),
      })
      .from(agentTree)
      .where(eq(agentTree.descendantId, inviterId)),
  );
}

/** The promotion path of a player's own link, to prefix with the site origin. */
export function invitePathOf(user: Pick<UserRow, "id" | "inviteCode">): string {
  return `/registerpromote?agentId=${user.id}&agentNo=${user.inviteCode}`;
}

/** A page of the players this player invited directly, newest first, user names masked. */
export async function friendsOf(
  db: Db,
  user: UserRow,
  paging: { pageIndex: number; pageSize: number },
): Promise<FriendModels> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.inviterId, user.id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(paging.pageSize)
    .offset((paging.pageIndex - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(eq(users.inviterId, user.id));
  return {
    list: rows.map((friend) => ({
      Mid: friend.id,
      UserName: maskUserName(friend.userName),
      // A nickname never chosen is the user name itself: masked like it.
      NickName: friend.nickName === friend.userName ? maskUserName(friend.userName) : friend.nickName,
      Avatar: friend.avatar,
      registeredAt: chinaTimeIso(friend.createdAt),
    })),
    total: total?.n ?? 0,
    inviteCode: user.inviteCode,
    invitePath: invitePathOf(user),
  };
}

/**
 * GetFingerprintParam: with a valid promotion, remembers that the device arrived through it (a later
 * promotion replaces an earlier one); an invalid promotion is ignored. Answers the stored promotion.
 */
export async function attributeDevice(
  db: Db,
  params: FingerprintParams,
  now: Date,
): Promise<AgentModels | null> {
  const inviter = await resolveInviter(db, params).catch((error: unknown) => {
    if (isRefusal(error)) return null;
    throw error;
  });
  if (inviter) {
    const values = { agentId: inviter.id, agentNo: inviter.inviteCode, updatedAt: now };
    await db
      .insert(deviceAttributions)
      .values({ fingerprint: params.fingerprint, ...values })
      .onConflictDoUpdate({ target: deviceAttributions.fingerprint, set: values });
  }
  const rows = await db
    .select({ agentId: deviceAttributions.agentId, agentNo: deviceAttributions.agentNo })
    .from(deviceAttributions)
    .where(eq(deviceAttributions.fingerprint, params.fingerprint));
  return rows[0] ?? null;
}
