import { act, fireEvent, within } from "@testing-library/react";
import { beforeEach } from "vitest";
import type { SportsMatchAdminView } from "@lottery/contract";
import { serverTestModule, useRealServer } from "../../real-server.ts";
import { resetCtzqStore } from "../../../src/features/sports/logic/ctzq-store.ts";
import { resetSlipStores } from "../../../src/features/sports/logic/slip-store.ts";

/** Test-only helpers of the sports page tests (imported by *.test.tsx only). */

type SportsFixtures = typeof import("@lottery/server/test/sports-fixtures.ts");

/**
 * The hooks of a sports page test file: the real server (test/real-server.ts) with the server's sports
 * fixtures as calls into it (createMatch, finishMatch, changeOddsCall …), and the picking stores
 * forgotten before each test (storage is reset after each one).
 */
export function useSportsServer(env: Record<string, string> = {}) {
  const server = useRealServer(env);
  const sports = server.ops<SportsFixtures>(serverTestModule("sports-fixtures.ts"));
  beforeEach(() => {
    resetSlipStores();
    resetCtzqStore();
  });
  return { server, sports };
}

/** A listed match's row, one of its plays, and an option button of that play (by its name). */
export const matchRow = (matchId: string) =>
  document.querySelector<HTMLElement>(`[data-match="${matchId}"]`)!;
export const playOf = (matchId: string, play: string) =>
  matchRow(matchId).querySelector<HTMLElement>(`[data-play="${play}"]`)!;
export const optionOf = (matchId: string, play: string, name: string) =>
  within(playOf(matchId, play)).getByRole("button", { name: new RegExp(`^${name}`) });

/** Clicks and lets React settle. */
export const tap = (el: HTMLElement) => act(async () => fireEvent.click(el));

/** The SP of an option in a match as the operator set it. */
export function spOf(match: Pick<SportsMatchAdminView, "plays">, play: string, code: string): number {
  const sp = match.plays.find((p) => p.play === play)?.options.find((o) => o.code === code)?.sp;
  if (sp === undefined) throw new Error(`no SP for ${play} ${code}`);
  return sp;
}

/** "2026-11-22 周日": a business day's heading on the match list. */
export function dayHeading(businessDate: string): string {
  const weekday = "日一二三四五六"[new Date(`${businessDate}T00:00:00Z`).getUTCDay()];
  return `${businessDate} 周${weekday}`;
}

/** A leg as packages/rules reads it, at the SPs the match offers now (`single`: its play open for 单关). */
export function ruleLeg(match: SportsMatchAdminView, play: string, codes: readonly string[], single = false) {
  const options = codes.map((code) => ({ code, sp: spOf(match, play, code) }));
  return { matchId: match.matchId, play, options, single, line: null };
}
