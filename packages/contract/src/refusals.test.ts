import { describe, expect, it } from "vitest";
import { AdminMsg } from "./admin.ts";
import { Msg } from "./messages.ts";
import { REFUSALS, refusalStatus, refusalText, type RefusalCode } from "./refusals.ts";
import { Status } from "./status.ts";

const PASS_THROUGH = new Set<RefusalCode>([
  "badParam",
  "maintenance",
  "rule",
  "promotionNotClaimable",
  "transfer.failed",
]);

/** The value at a dotted path of Msg. */
function messageAt(path: string): unknown {
  const [root, rest] = path.startsWith("admin.") ? [AdminMsg, path.slice(6)] : [Msg, path];
  return rest.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
}

describe("the refusal catalogue", () => {
  const codes = Object.keys(REFUSALS) as RefusalCode[];

  it("names each code after the message it answers with", () => {
    for (const code of codes.filter((c) => !PASS_THROUGH.has(c)))
      expect(REFUSALS[code].text, code).toBe(messageAt(code));
  });

  it("answers a Chinese text for every code", () => {
    for (const code of codes) {
      const text = refusalText(code, ["甲", "乙"] as never);
      expect(text, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("keeps envelope statuses where API.md puts them", () => {
    expect(refusalStatus("badParam")).toBe(Status.BAD_PARAM);
    expect(refusalStatus("banned")).toBe(Status.BANNED);
    expect(refusalStatus("requestIdReused")).toBe(Status.REQUEST_ID_REUSED);
    expect(refusalStatus("sportsBets.oddsChanged")).toBe(Status.ODDS_CHANGED);
    expect(refusalStatus("maintenance")).toBe(Status.MAINTENANCE);
    expect(refusalStatus("lotteryBets.issueClosed")).toBe(Status.REFUSED);
  });

  it("joins a field and its detail as parseParams always did", () => {
    expect(refusalText("badParam", ["gameCode", "未知彩种"])).toBe(`${Msg.badParam("gameCode")}，未知彩种`);
    expect(refusalText("badParam", ["gameCode"])).toBe(Msg.badParam("gameCode"));
    expect(refusalText("maintenance", [])).toBe(Msg.maintenance);
  });
});
