import { count, desc, eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  Msg,
  type Paged,
  type TransferDirection,
  type TransferRecord,
  type TransferStatus,
  type TransferWalletsModels,
} from "@lottery/contract";
import { chinaTimeIso } from "../domain/china-time.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { companyName, type GameContext } from "./context.ts";
import { gameTransfers } from "./tables.ts";

/** The main wallet and each company's game wallet as the provider reports it, in yuan. */
export async function gameWallets(ctx: GameContext, userId: number): Promise<TransferWalletsModels> {
  const [balances, gameFen] = await Promise.all([
    accountsOf(ctx.db, userId),
    Promise.all(ctx.companies.map((company) => ctx.provider.balance(userId, company.code))),
  ]);
  return {
    cash: fenToYuan(balances.cashFen),
    wallets: ctx.companies.map((company, index) => ({
      company: company.code,
      name: company.name,
      balance: fenToYuan(gameFen[index] ?? 0),
    })),
  };
}

/** A page of the player's own transfers, newest first. */
export async function transferRecords(
  ctx: GameContext,
  userId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<TransferRecord>> {
  const where = eq(gameTransfers.userId, userId);
  const rows = await ctx.db
    .select()
    .from(gameTransfers)
    .where(where)
    .orderBy(desc(gameTransfers.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(gameTransfers).where(where);
  return {
    list: rows.map((row) => {
      const name = companyName(ctx, row.company);
      const direction = row.direction as TransferDirection;
      const status = row.status as TransferStatus;
      return {
        transferNo: row.transferNo,
        time: chinaTimeIso(row.createdAt),
        direction,
        title: direction === "in" ? Msg.transfer.inMemo(name) : Msg.transfer.outMemo(name),
        company: row.company,
        amount: fenToYuan(row.amountFen),
        status,
        statusName: Msg.transfer.statusNames[status],
      };
    }),
    total: total?.n ?? 0,
  };
}
