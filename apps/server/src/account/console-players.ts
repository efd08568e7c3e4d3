import { and, asc, count, desc, eq, like, or, type SQL } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  BANKS,
  Msg,
  type ConsolePlayersParams,
  type Paged,
  type PayoutKind,
  type PlayerDetail,
  type PlayerPayoutAccount,
  type PlayerSummary,
} from "@lottery/contract";
import { maskAlipayAccount, maskCardNo, maskEmail, maskPhone, maskRealName } from "../domain/masking.ts";
import { payoutAccounts } from "../cards/tables.ts";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { ledgerAccounts } from "../wallet/tables.ts";
import { turnoverOf } from "../wallet/turnover.ts";
import { users } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

type UserRow = typeof users.$inferSelect;

/** The console's reads of players: the paged, filtered list and one player's whole picture. */

export function playerSummaryOf(user: UserRow): PlayerSummary {
  return {
    mid: user.id,
    userName: user.userName,
    nickName: user.nickName,
    phone: user.phone ? maskPhone(user.phone) : "",
    banned: user.banned,
    realNameBound: user.realNameBound,
    createdAt: chinaTimeIso(user.createdAt),
    lastLoginAt: user.lastLoginAt ? chinaTimeIso(user.lastLoginAt) : null,
  };
}

/** Players whose name starts with `query` (any case), whose Mid or phone is `query`. */
function queryFilter(query: string): SQL | undefined {
  const text = query.trim();
  if (text === "") return undefined;
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [like(users.userNameKey, prefix), eq(users.phone, text)];
  if (/^\d{1,9}$/.test(text)) conditions.push(eq(users.id, Number(text)));
  return or(...conditions);
}

/** GET /players: newest first, by name prefix / Mid / phone, banned and real-name state. */
export async function consolePlayers(db: Db, params: ConsolePlayersParams): Promise<Paged<PlayerSummary>> {
  const where = and(
    queryFilter(params.query),
    params.banned === undefined ? undefined : eq(users.banned, params.banned),
    params.realName === undefined ? undefined : eq(users.realNameBound, params.realName),
  );
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { list: rows.map(playerSummaryOf), total: total?.n ?? 0 };
}

/** A player row, or status 1 玩家不存在. */
export async function requirePlayer(db: Db, mid: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, mid));
  if (!user) throw refuse("playerNotFound");
  return user;
}

/** Whether a player is banned (the audit log's before and after of a ban), or null. */
export async function banState(db: Db, mid: number): Promise<{ mid: number; banned: boolean } | null> {
  const [user] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, mid));
  return user ? { mid, banned: user.banned } : null;
}

/** GET /players/detail: profile (masked), balances, turnover owed, payout accounts (masked). */
export async function playerDetail(db: Db, mid: number, now: Date): Promise<PlayerDetail> {
  const user = await requirePlayer(db, mid);
  const balances = await accountsOf(db, mid);
  const games = await db
    .select({ kind: ledgerAccounts.kind, balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, mid), like(ledgerAccounts.kind, "game:%")))
    .orderBy(asc(ledgerAccounts.kind));
  const turnover = await turnoverOf(db, mid);
  return {
    ...playerSummaryOf(user),
    email: user.email ? maskEmail(user.email) : "",
    realName: user.realName ? maskRealName(user.realName) : "",
    idCard: user.idCardMasked ?? "",
    level: user.level,
    inviterId: user.inviterId,
    gameTransferPermission: user.gameTransferPermission,
    locked: (user.lockedUntil?.getTime() ?? 0) > now.getTime(),
    balances: {
      cash: fenToYuan(balances.cashFen),
      frozen: fenToYuan(balances.frozenFen),
      yuebao: fenToYuan(balances.yuebaoFen),
      games: games.map((row) => ({
        company: row.kind.slice("game:".length),
        balance: fenToYuan(row.balanceFen),
      })),
    },
    turnoverOwed: fenToYuan(turnover.owedFen),
    payoutAccounts: await payoutAccountsOf(db, mid),
  };
}

async function payoutAccountsOf(db: Db, mid: number): Promise<PlayerPayoutAccount[]> {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, mid))
    .orderBy(asc(payoutAccounts.id));
  return rows.map((row) => {
    const kind = row.kind as PayoutKind;
    return {
      id: row.id,
      kind,
      bankName:
        kind === "bank" ? (BANKS.find((bank) => bank.code === row.bankCode)?.name ?? "") : Msg.alipayName,
      account: kind === "bank" ? maskCardNo(row.accountNo) : maskAlipayAccount(row.accountNo),
      holder: maskRealName(row.holder),
      isDefault: row.isDefault,
      deleted: row.deletedAt !== null,
    };
  });
}
