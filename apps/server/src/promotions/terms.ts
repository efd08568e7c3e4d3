import { randomInt } from "node:crypto";
import { fenToYuan } from "@lottery/rules";
import type { PromotionKind, PromotionTerms } from "@lottery/contract";
import { chinaDay } from "../domain/china-time.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import type { promotions } from "./tables.ts";

export type PromotionRow = typeof promotions.$inferSelect;

/** What a promotion pays, in fen, by kind (the row's other terms columns are null). */
export type Terms =
  | { kind: "first_recharge"; percent: number; capFen: number; minRechargeFen: number }
  | { kind: "red_packet"; minFen: number; maxFen: number };

/** The period a once-only promotion is claimed in. */
export const ONCE = "once";

/** The claim period at `now`: daily promotions (red packets) per China date, the others once. */
export function periodOf(kind: PromotionKind, now: Date): string {
  return kind === "red_packet" ? chinaDay(now) : ONCE;
}

/** A row's terms; throws on a row the table's CHECK should have refused (a bug, never input). */
export function termsOf(row: PromotionRow): Terms {
  if (
    row.kind === "first_recharge" &&
    row.percent !== null &&
    row.capFen !== null &&
    row.minRechargeFen !== null
  )
    return { kind: row.kind, percent: row.percent, capFen: row.capFen, minRechargeFen: row.minRechargeFen };
  if (row.kind === "red_packet" && row.minFen !== null && row.maxFen !== null)
    return { kind: row.kind, minFen: row.minFen, maxFen: row.maxFen };
  throw new Error(`promotion ${row.id} has no valid terms`);
}

/** The terms as the API shows them (yuan). */
export function termsInYuan(terms: Terms): PromotionTerms {
  return terms.kind === "first_recharge"
    ? {
        kind: terms.kind,
        percent: terms.percent,
        cap: fenToYuan(terms.capFen),
        minRecharge: fenToYuan(terms.minRechargeFen),
      }
    : { kind: terms.kind, min: fenToYuan(terms.minFen), max: fenToYuan(terms.maxFen) };
}

/** `percent` of the first recharge, rounded down to the fen, at most the cap. */
export function firstRechargeBonusFen(rechargeFen: number, percent: number, capFen: number): number {
  return Math.min(Math.floor((rechargeFen * percent) / 100), capFen);
}

/** A red packet's amount: every fen from min to max equally likely, from the OS's secure randomness. */
export function drawRedPacketFen(minFen: number, maxFen: number): number {
  return randomInt(minFen, maxFen + 1);
}

/**
 * What players and operators both see of a promotion: its terms (yuan), id, title, description and
 * window in China time (null leaves a side open).
 */
export function promotionBasics(row: PromotionRow) {
  return {
    ...termsInYuan(termsOf(row)),
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt ? chinaTimeIso(row.startsAt) : null,
    endsAt: row.endsAt ? chinaTimeIso(row.endsAt) : null,
  };
}
