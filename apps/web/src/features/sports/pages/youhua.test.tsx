import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { formatMoney, optimiseTicketBonus, type BonusMode } from "@lottery/rules";
import { ok, renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import { perGameKey } from "../../../lib/storage.ts";
import { resetSlipStores } from "../logic/slip-store.ts";
import { jczqPageInfo } from "../test-fixtures.ts";
import JczqPage from "./JczqPage.tsx";

let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);

beforeEach(() => {
  resetSlipStores();
  answers = { "sitemsg/AppSPLotteryPageInfo": ok(jczqPageInfo) };
});

const row = (matchId: string) => document.querySelector<HTMLElement>(`[data-match="${matchId}"]`)!;
const play = (matchId: string, code: string) =>
  row(matchId).querySelector<HTMLElement>(`[data-play="${code}"]`)!;
const option = (matchId: string, code: string, name: string) =>
  within(play(matchId, code)).getByRole("button", { name: new RegExp(`^${name}`) });
const tap = (el: HTMLElement) => act(async () => fireEvent.click(el));
const M1 = "jczq-20261122-001";
const M2 = "jczq-20261122-002";
const M4 = "jczq-20261123-001";

const spOf = (matchId: string, playCode: string, code: string) =>
  jczqPageInfo.days
    .flatMap((d) => d.matches)
    .find((m) => m.matchId === matchId)!
    .plays.find((p) => p.play === playCode)!
    .options.find((o) => o.code === code)!.sp;

/** The ticket of the slip below as packages/rules reads it: 2 × 1 × 1 = 2 combinations of 3串1. */
const ruleLegs = () => [
  {
    matchId: M1,
    play: "SPF",
    options: [
      { code: "3", sp: spOf(M1, "SPF", "3") },
      { code: "1", sp: spOf(M1, "SPF", "1") },
    ],
    single: false,
    line: null,
  },
  { matchId: M2, play: "SPF", options: [{ code: "0", sp: spOf(M2, "SPF", "0") }], single: false, line: null },
  { matchId: M4, play: "ZJQ", options: [{ code: "3", sp: spOf(M4, "ZJQ", "3") }], single: true, line: null },
];

/** What the rules plan for a stake (yuan) and mode. */
function rulesPlan(stakeYuan: number, mode: BonusMode) {
  const answer = optimiseTicketBonus(
    { game: "jczq", legs: ruleLegs(), passTypes: ["3_1"] },
    stakeYuan * 100,
    mode,
  );
  if (!answer.ok) throw new Error(answer.message);
  return answer.value.plan;
}

/** Picks 胜/平, 负 and 3球 on three matches and opens the slip (3串1 chosen). */
async function openSlip() {
  renderPage(<JczqPage />, "/jczq", ["/", "/orderDetails"]);
  await screen.findByText("毕尔巴鄂");
  await tap(option(M1, "SPF", "胜"));
  await tap(option(M1, "SPF", "平"));
  await tap(option(M2, "SPF", "负"));
  await tap(within(row(M4)).getByRole("button", { name: "更多玩法" }));
  await tap(option(M4, "ZJQ", "3球"));
  await tap(screen.getByRole("button", { name: "选好了" }));
  await screen.findByText("投注确认");
}

const rows = () => screen.getAllByTestId("sp-youhua-row");
const cells = (i: number) =>
  within(rows()[i]!)
    .getAllByRole("cell")
    .map((c) => c.textContent);
const setStake = async (yuan: number) => {
  const input = screen.getByRole("spinbutton");
  fireEvent.change(input, { target: { value: String(yuan) } });
  fireEvent.blur(input);
  await waitFor(() => expect((input as HTMLInputElement).value).toBe(String(yuan)));
};

/** Every row shows the rules' multiple and return for the stake and mode. */
function expectPlan(stakeYuan: number, mode: BonusMode) {
  const plan = rulesPlan(stakeYuan, mode);
  expect(rows()).toHaveLength(plan.multiples.length);
  plan.multiples.forEach((multiple, i) => {
    expect(cells(i).slice(1)).toEqual([String(multiple), formatMoney(plan.returnsFen[i]!)]);
  });
  expect(screen.getByTestId("sp-youhua-prize").textContent).toBe(
    `预计奖金：${formatMoney(plan.minReturnFen)}～${formatMoney(plan.maxReturnFen)}元`,
  );
  return plan;
}

describe("奖金优化", () => {
  it("is offered for N串1 tickets only", async () => {
    await openSlip();
    expect(screen.getByRole("button", { name: "3串1" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "奖金优化" })).toBeTruthy();
    await tap(screen.getByRole("button", { name: "2串1" }));
    expect(screen.getByRole("button", { name: "奖金优化" })).toBeTruthy();
    await tap(screen.getByRole("button", { name: "3串4" }));
    expect(screen.queryByRole("button", { name: "奖金优化" })).toBeNull();
  });

  it("shows the rules' plan per combination for 平均, 博热 and 博冷 and the stake typed in", async () => {
    await openSlip();
    await tap(screen.getByRole("button", { name: "奖金优化" }));
    expect(await screen.findByText("3场 3串1 共2个组合")).toBeTruthy();
    // starts from the slip's amount: 2 combinations × 2 yuan
    expect((screen.getByRole("spinbutton") as HTMLInputElement).value).toBe("4");
    expect(cells(0)[0]).toBe(
      `周日001 胜@${spOf(M1, "SPF", "3").toFixed(2)}周日002 负@${spOf(M2, "SPF", "0").toFixed(2)}` +
        `周一001 3球@${spOf(M4, "ZJQ", "3").toFixed(2)}`,
    );
    expectPlan(4, "average");
    await setStake(100);
    const average = expectPlan(100, "average");
    expect(average.multiples.reduce((a, b) => a + b, 0)).toBe(50);
    expect(screen.getByTestId("sp-youhua-summary").textContent).toBe("2个组合 共100.00元");

    await tap(screen.getByRole("button", { name: "博热优化" }));
    const hot = expectPlan(100, "hot");
    await tap(screen.getByRole("button", { name: "博冷优化" }));
    const cold = expectPlan(100, "cold");
    // hot and cold keep the other combination at its stake back; the rules did not need to fall back
    expect([hot.applied, cold.applied, cold.breakEven]).toEqual(["hot", "cold", true]);
    expect(screen.getByText("任一组合中奖均可保本")).toBeTruthy();
    expect(screen.queryByText("金额不足以让其余组合保本，已按平均优化分配")).toBeNull();

    // an odd stake: the rules' refusal, nothing to submit
    await setStake(7);
    expect(screen.getByText("投注金额须为2元的整数倍，且不少于每个组合2元")).toBeTruthy();
    expect(screen.queryAllByTestId("sp-youhua-row")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "确认投注" })).toHaveProperty("disabled", true);
  });

  it("submits through bet_youhua_create, re-confirms changed odds and shows the order", async () => {
    await openSlip();
    await tap(screen.getByRole("button", { name: "奖金优化" }));
    await screen.findByText("3场 3串1 共2个组合");
    await tap(screen.getByRole("button", { name: "博热优化" }));
    await setStake(20);
    answers["lottery/bet_youhua_create"] = {
      status: 8,
      msg: "赔率已变化，请确认后重新投注",
      models: { odds: [{ matchId: M2, play: "SPF", code: "0", sp: 3.1 }] },
    };
    await tap(screen.getByRole("button", { name: "确认投注" }));
    const oldSp = spOf(M2, "SPF", "0");
    expect(
      await screen.findByText(`周日002 胜平负 负：${oldSp.toFixed(2)} → 3.10`, { selector: ".adm-dialog p" }),
    ).toBeTruthy();
    const first = calls("lottery/bet_youhua_create")[0]!.body;
    expect(first).toMatchObject({ gameCode: "jczq", passTypes: "3_1", mode: "hot", amount: "20" });
    expect(JSON.parse(first.legs!)).toEqual(
      ruleLegs().map(({ matchId, play, options }) => ({ matchId, play, options, banker: false })),
    );

    const plan = rulesPlan(20, "hot");
    answers["lottery/bet_youhua_create"] = ok({
      orderId: "S20261122000007",
      bets: 2,
      amount: 20,
      maxPrize: plan.maxReturnFen / 100,
      balance: 60,
      mode: "hot",
      applied: "hot",
      breakEven: plan.breakEven,
      minReturn: plan.minReturnFen / 100,
      maxReturn: plan.maxReturnFen / 100,
      list: [],
    });
    await tap(screen.getByRole("button", { name: "按新赔率投注" }));
    expect(await screen.findByText("投注成功")).toBeTruthy();
    const second = calls("lottery/bet_youhua_create")[1]!.body;
    expect(JSON.parse(second.legs!)[1].options).toEqual([{ code: "0", sp: 3.1 }]);
    expect(second.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.requestId).not.toBe(first.requestId);
    expect(screen.getByText("订单号 S20261122000007，投注金额 20.00元")).toBeTruthy();
    expect(screen.getByText("账户余额 60.00元")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "jczq"))!).picks).toEqual({});
    await tap(screen.getByRole("button", { name: "查看订单" }));
    expect(await screen.findByText("/orderDetails")).toBeTruthy();
  });
});
