import { inArray } from "drizzle-orm";
import type { Queryable } from "../db/queryable.ts";
import { sportsLeagues } from "./tables.ts";

/** A league of the built-in catalogue. */
export interface LeagueDef {
  code: string;
  name: string;
  shortName: string;
  sport: "football" | "basketball";
  topFive: boolean;
  color: string;
}

const league = (
  code: string,
  name: string,
  shortName: string,
  sport: LeagueDef["sport"],
  color: string,
  topFive = false,
): LeagueDef => ({ code, name, shortName, sport, topFive, color });

/**
 * The built-in leagues: SPEC 3's short codes (ECL 英超, DAL 德甲, EAL 意甲, FAL 法甲, CAL 西甲 — the five
 * leagues — OGB 欧冠, OBB 欧联, ozb 欧洲杯), a few more football leagues and the basketball ones.
 */
export const LEAGUES: readonly LeagueDef[] = [
  league("ECL", "英格兰超级联赛", "英超", "football", "#3d195b", true),
  league("DAL", "德国甲级联赛", "德甲", "football", "#d20515", true),
  league("EAL", "意大利甲级联赛", "意甲", "football", "#008fd7", true),
  league("FAL", "法国甲级联赛", "法甲", "football", "#091c3e", true),
  league("CAL", "西班牙甲级联赛", "西甲", "football", "#ee8707", true),
  league("OGB", "欧洲冠军联赛", "欧冠", "football", "#0e1e5b"),
  league("OBB", "欧洲联赛", "欧联", "football", "#f68e1e"),
  league("ozb", "欧洲杯", "欧洲杯", "football", "#143cdb"),
  league("CSL", "中国超级联赛", "中超", "football", "#c8102e"),
  league("JL1", "日本职业联赛", "日职", "football", "#e60012"),
  league("KL1", "韩国职业联赛", "韩职", "football", "#1d3c8f"),
  league("NED", "荷兰甲级联赛", "荷甲", "football", "#ff6200"),
  league("POR", "葡萄牙超级联赛", "葡超", "football", "#006847"),
  league("NBA", "美国职业篮球联赛", "NBA", "basketball", "#1d428a"),
  league("CBA", "中国男子篮球职业联赛", "CBA", "basketball", "#e03a3e"),
  league("EUL", "欧洲篮球联赛", "欧篮联", "basketball", "#f47b20"),
];

/** The built-in league of a code, or undefined. */
export function leagueDef(code: string): LeagueDef | undefined {
  return LEAGUES.find((l) => l.code === code);
}

/** Writes the built-in leagues that are missing (idempotent); answers how many were added. */
export async function ensureLeagues(db: Queryable, codes?: readonly string[]): Promise<number> {
  const wanted = codes ? LEAGUES.filter((l) => codes.includes(l.code)) : LEAGUES;
  if (wanted.length === 0) return 0;
  const existing = await db
    .select({ code: sportsLeagues.code })
    .from(sportsLeagues)
    .where(
      inArray(
        sportsLeagues.code,
        wanted.map((l) => l.code),
      ),
    );
  const have = new Set(existing.map((r) => r.code));
  const missing = wanted.filter((l) => !have.has(l.code));
  if (missing.length === 0) return 0;
  await db.insert(sportsLeagues).values(missing).onConflictDoNothing();
  return missing.length;
}
