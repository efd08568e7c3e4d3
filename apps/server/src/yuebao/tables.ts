import { integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { at, fen } from "../db/columns.ts";

/**
 * One row per China day the 余额宝 interest has been (or is being) credited for. The rate is fixed
 * when the day's run starts, so a run that is repeated or finished by another process pays the same;
 * `finished_at` set means every player of that day is done and the job skips the day.
 */
export const yuebaoInterestRuns = pgTable("yuebao_interest_runs", {
  day: varchar("day", { length: 10 }).primaryKey(),
  annualRateBp: integer("annual_rate_bp").notNull(),
  players: integer("players").notNull().default(0),
  totalFen: fen("total_fen").notNull().default(0),
  startedAt: at("started_at").notNull(),
  finishedAt: at("finished_at"),
});
