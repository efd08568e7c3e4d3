import { and, desc, eq, isNull } from "drizzle-orm";
import { MAX_ALIPAY_ACCOUNTS, MAX_BANK_CARDS, type PayoutListState } from "@lottery/contract";
import { maskRealName } from "../domain/masking.ts";
import { violatedUnique } from "../db/errors.ts";
import type { UserRow } from "../account/sessions.ts";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { payoutAccounts } from "./tables.ts";
import { type Refusal, refuse } from "../domain/refusal.ts";

/**
 * The one mechanism behind bank cards and Alipay accounts: binding under a limit with the verified
 * real name as holder, one default per kind, deletion that promotes the newest remaining account.
 * Every change runs in a transaction holding the player's row, so a player's concurrent calls queue.
 */
export type PayoutKind = "bank" | "alipay";
export type PayoutRow = typeof payoutAccounts.$inferSelect;

/** The limit and the refusals of one kind of payout account. */
interface KindRules {
  max: number;
  notFound: () => Refusal;
  limit: () => Refusal;
  /** The player already has this number. */
  bound: () => Refusal;
  /** Another player has this number. */
  taken: () => Refusal;
}

const RULES: Record<PayoutKind, KindRules> = {
  bank: {
    max: MAX_BANK_CARDS,
    notFound: () => refuse("bankCardNotFound"),
    limit: () => refuse("bankCardLimit", MAX_BANK_CARDS),
    bound: () => refuse("bankCardBound"),
    taken: () => refuse("bankCardTaken"),
  },
  alipay: {
    max: MAX_ALIPAY_ACCOUNTS,
    notFound: () => refuse("alipayNotFound"),
    limit: () => refuse("alipayLimit", MAX_ALIPAY_ACCOUNTS),
    bound: () => refuse("alipayBound"),
    taken: () => refuse("alipayTaken"),
  },
};

const live = (userId: number, kind: PayoutKind) =>
  and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.kind, kind), isNull(payoutAccounts.deletedAt));

/** The player's live accounts of a kind: the default first, then newest first. */
export function liveAccounts(db: Db | Tx, userId: number, kind: PayoutKind): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(live(userId, kind))
    .orderBy(desc(payoutAccounts.isDefault), desc(payoutAccounts.id));
}

/** The holder of every account the player binds: the verified real name, null before verification. */
function verifiedName(user: UserRow): string | null {
  return user.realNameBound ? user.realName : null;
}

/** What both list answers carry besides their rows. */
export function listState(user: UserRow, kind: PayoutKind, count: number): PayoutListState {
  const holder = verifiedName(user);
  return {
    realName: holder === null ? "" : maskRealName(holder),
    canAdd: holder !== null && count < RULES[kind].max,
    withdrawPasswordSet: user.withdrawPasswordHash !== null,
  };
}

/** Fields of a row as every answer shows them: holder masked, time in China time. */
export function shownFields(row: PayoutRow) {
  return {
    holder: maskRealName(row.holder),
    isDefault: row.isDefault,
    createdAt: chinaTimeIso(row.createdAt),
  };
}

async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export interface NewAccount {
  accountNo: string;
  bankCode?: string;
  branch?: string;
  province?: string;
  city?: string;
}

/**
 * Binds an account held in the player's verified real name: refused without real-name verification,
 * at the limit, for a number the player already has or another player holds. The first becomes the
 * default.
 */
export async function bindAccount(
  db: Db,
  user: UserRow,
  kind: PayoutKind,
  account: NewAccount,
  now: Date,
): Promise<void> {
  const holder = verifiedName(user);
  if (holder === null) throw refuse("realNameFirst");
  const rules = RULES[kind];
  try {
    await db.transaction(async (tx) => {
      await lockPlayer(tx, user.id);
      const own = await liveAccounts(tx, user.id, kind);
      if (own.some((row) => row.accountNo === account.accountNo)) throw rules.bound();
      if (own.length >= rules.max) throw rules.limit();
      await tx.insert(payoutAccounts).values({
        ...account,
        userId: user.id,
        kind,
        holder,
        isDefault: own.length === 0,
        createdAt: now,
      });
    });
  } catch (error) {
    if (violatedUnique(error) === "payout_accounts_live_number") throw rules.taken();
    throw error;
  }
}

async function ownAccount(tx: Tx, userId: number, kind: PayoutKind, id: number): Promise<PayoutRow> {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(live(userId, kind), eq(payoutAccounts.id, id)))
    .for("update");
  if (!row) throw RULES[kind].notFound();
  return row;
}

async function makeDefault(tx: Tx, userId: number, kind: PayoutKind, id: number): Promise<void> {
  await tx
    .update(payoutAccounts)
    .set({ isDefault: false })
    .where(and(live(userId, kind), eq(payoutAccounts.isDefault, true)));
  await tx.update(payoutAccounts).set({ isDefault: true }).where(eq(payoutAccounts.id, id));
}

/** Makes one of the player's own live accounts the default (another player's id: not found). */
export async function setDefaultAccount(db: Db, userId: number, kind: PayoutKind, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await ownAccount(tx, userId, kind, id);
    await makeDefault(tx, userId, kind, id);
  });
}

/** Deletes one of the player's own accounts; when it was the default, the newest remaining one is. */
export async function deleteAccount(
  db: Db,
  userId: number,
  kind: PayoutKind,
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const row = await ownAccount(tx, userId, kind, id);
    await tx
      .update(payoutAccounts)
      .set({ isDefault: false, deletedAt: now })
      .where(eq(payoutAccounts.id, row.id));
    if (!row.isDefault) return;
    const [newest] = await liveAccounts(tx, userId, kind);
    if (newest) await makeDefault(tx, userId, kind, newest.id);
  });
}
