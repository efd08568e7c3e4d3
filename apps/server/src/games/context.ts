import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import type { GameCompany } from "./companies.ts";
import type { GameProvider } from "./provider.ts";
import { refuse } from "../domain/refusal.ts";

/** What a transfer-centre call works with: the database, the provider, its companies and the time. */
export interface GameContext {
  db: Db;
  provider: GameProvider;
  companies: GameCompany[];
  now: Date;
}

export async function gameContext(deps: Deps): Promise<GameContext> {
  const provider = deps.gameProvider;
  return { db: deps.db, provider, companies: await provider.companies(), now: deps.clock() };
}

/** A company the provider serves; refused (status 1) for any other code. */
export function companyOf(ctx: GameContext, code: string): GameCompany {
  const company = ctx.companies.find((candidate) => candidate.code === code);
  if (!company) throw refuse("transfer.unknownCompany");
  return company;
}

/** A company's display name (its code when the provider no longer serves it). */
export function companyName(ctx: GameContext, code: string): string {
  return ctx.companies.find((company) => company.code === code)?.name ?? code;
}

/** The ledger account holding what the player moved to a company. */
export const gameAccountKind = (company: string) => `game:${company}` as const;
