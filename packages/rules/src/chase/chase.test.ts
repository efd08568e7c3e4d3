import { describe, expect, it } from "vitest";
import {
  CHASE_MESSAGES,
  planPlainChase,
  planSmartChase,
  smallestChaseMultiple,
  type ChaseTarget,
} from "./chase.ts";

describe("plain chase", () => {
  it("repeats the multiple and accumulates the cost", () => {
    const r = planPlainChase({ issues: 3, multiple: 2, costPerMultipleFen: 400, prizePerMultipleFen: 1000 });
    if (!r.ok) throw new Error(r.code);
    expect(
      r.value.rows.map((x) => [x.multiple, x.issueCostFen, x.cumulativeCostFen, x.returnFen, x.profitFen]),
    ).toEqual([
      [2, 800, 800, 2000, 1200],
      [2, 800, 1600, 2000, 400],
      [2, 800, 2400, 2000, -400],
    ]);
    expect(r.value.rows[0]?.profitRatePercent).toBe(150);
    expect(r.value.rows[2]?.profitRatePercent).toBe(-16.67);
    expect(r.value.totalCostFen).toBe(2400);
  });
});

describe("smart chase", () => {
  const base = { issues: 10, costPerMultipleFen: 200, prizePerMultipleFen: 1900, startMultiple: 1 };
  it.each<[string, ChaseTarget]>([
    ["a 30% profit rate", { kind: "rate", percent: 30 }],
    ["a 100% profit rate", { kind: "rate", percent: 100 }],
    ["a 12.5% profit rate", { kind: "rate", percent: 12.5 }],
    ["a 50-yuan profit", { kind: "profit", amountFen: 5000 }],
  ])("meets %s on every issue with the smallest multiples", (_name, target) => {
    const r = planSmartChase({ ...base, target });
    if (!r.ok) throw new Error(r.code);
    let spent = 0;
    for (const row of r.value.rows) {
      const meets = (m: number) => {
        const cost = spent + m * base.costPerMultipleFen;
        const profit = m * base.prizePerMultipleFen - cost;
        return target.kind === "rate"
          ? profit * 10000 >= Math.round(target.percent * 100) * cost
          : profit >= target.amountFen;
      };
      expect(meets(row.multiple)).toBe(true);
      if (row.multiple > base.startMultiple) expect(meets(row.multiple - 1)).toBe(false);
      expect(row.cumulativeCostFen).toBe(spent + row.issueCostFen);
      spent = row.cumulativeCostFen;
    }
    const multiples = r.value.rows.map((x) => x.multiple);
    expect([...multiples].sort((a, b) => a - b)).toEqual(multiples);
  });
  it("computes a known 30% plan", () => {
    const r = planSmartChase({ ...base, issues: 5, target: { kind: "rate", percent: 30 } });
    if (!r.ok) throw new Error(r.code);
    // m ≥ 1.3·spent / (19 − 2.6) yuan: 1, 1 (2.6/16.4), 1, 1, 1 → spent grows 2,4,6,8 → 5th: 10.4/16.4 → 1
    expect(r.value.rows.map((x) => x.multiple)).toEqual([1, 1, 1, 1, 1]);
    const steep = planSmartChase({
      ...base,
      issues: 6,
      prizePerMultipleFen: 500,
      target: { kind: "rate", percent: 30 },
    });
    if (!steep.ok) throw new Error(steep.code);
    // per multiple: 10000·500 − 13000·200 = 2,400,000; m ≥ 13000·spent / 2,400,000
    expect(steep.value.rows.map((x) => x.multiple)).toEqual([1, 2, 4, 8, 17, 35]);
  });
  it("keeps to the start multiple as a floor", () => {
    const r = planSmartChase({
      ...base,
      issues: 3,
      startMultiple: 5,
      target: { kind: "profit", amountFen: 0 },
    });
    expect(r.ok && r.value.rows.map((x) => x.multiple)).toEqual([5, 5, 5]);
  });
  it("refuses when the prize cannot cover the cost at the target rate", () => {
    expect(
      planSmartChase({ ...base, prizePerMultipleFen: 250, target: { kind: "rate", percent: 30 } }),
    ).toEqual({
      ok: false,
      code: "TARGET_UNREACHABLE",
      message: CHASE_MESSAGES.TARGET_UNREACHABLE,
    });
  });
  it("refuses when the multiple would pass maxBeishu", () => {
    const r = planSmartChase({
      ...base,
      issues: 40,
      prizePerMultipleFen: 260,
      game: "cqssc",
      target: { kind: "rate", percent: 10 },
    });
    expect(r).toMatchObject({ ok: false, code: "TOO_MANY_ISSUES" });
    const r2 = planSmartChase({
      ...base,
      issues: 25,
      prizePerMultipleFen: 260,
      game: "cqssc",
      target: { kind: "rate", percent: 10 },
    });
    expect(r2).toMatchObject({ ok: false, code: "TARGET_UNREACHABLE" });
    const r3 = planSmartChase({ ...base, issues: 25, maxMultiple: 3, target: { kind: "rate", percent: 30 } });
    expect(r3).toMatchObject({ ok: false, code: "TARGET_UNREACHABLE" });
  });
  it.each<[string, Record<string, unknown>, keyof typeof CHASE_MESSAGES]>([
    ["zero issues", { issues: 0 }, "BAD_CHASE_INPUT"],
    ["an unknown game", { game: "nope" }, "BAD_CHASE_INPUT"],
    ["more issues than maxQishu", { game: "ssq", issues: 26 }, "TOO_MANY_ISSUES"],
    ["a zero cost", { costPerMultipleFen: 0 }, "BAD_CHASE_INPUT"],
    ["a negative prize", { prizePerMultipleFen: -1 }, "BAD_CHASE_INPUT"],
    ["a start multiple of 0", { startMultiple: 0 }, "BAD_MULTIPLE"],
    ["a max multiple over maxBeishu", { maxMultiple: 10_000 }, "BAD_MULTIPLE"],
    ["no target", { target: undefined }, "BAD_CHASE_INPUT"],
    ["a negative rate", { target: { kind: "rate", percent: -5 } }, "BAD_CHASE_INPUT"],
    ["a fractional profit", { target: { kind: "profit", amountFen: 1.5 } }, "BAD_CHASE_INPUT"],
  ])("refuses %s", (_name, patch, code) => {
    const input = { ...base, target: { kind: "rate", percent: 30 }, ...patch } as Parameters<
      typeof planSmartChase
    >[0];
    expect(planSmartChase(input)).toEqual({ ok: false, code, message: CHASE_MESSAGES[code] });
  });
  it("refuses a plain chase multiple over the limit", () => {
    expect(
      planPlainChase({ issues: 2, multiple: 100_000, costPerMultipleFen: 200, prizePerMultipleFen: 0 }),
    ).toMatchObject({ ok: false, code: "BAD_MULTIPLE" });
  });
  it("works out the smallest multiple exactly at the boundary", () => {
    // spent 1000, c 200, P 1000, 25%: m(1,000,000·… ) → m ≥ 12500·1000 / (10,000·1000 − 12,500·200) = 1.666… → 2
    expect(smallestChaseMultiple(1000, 200, 1000, { kind: "rate", percent: 25 })).toBe(2);
    // profit 600 after spent 1000: m(1000 − 200) ≥ 1600 → 2 exactly
    expect(smallestChaseMultiple(1000, 200, 1000, { kind: "profit", amountFen: 600 })).toBe(2);
    expect(smallestChaseMultiple(0, 200, 200, { kind: "profit", amountFen: 0 })).toBeNull();
  });
});
