import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { SportsMatchAdminView } from "@lottery/contract";
import { formatMoney, optimiseTicketBonus, type BonusMode } from "@lottery/rules";
import { perGameKey } from "../../../lib/storage.ts";
import { confirmPaymentOf, renderPage } from "#test/helpers.ts";
import { matchRow, optionOf, ruleLeg, spOf, tap, useSportsServer } from "#test/features/sports/fixtures.ts";
import JczqPage from "./JczqPage.tsx";

const { server, sports } = useSportsServer();
const HOUR_MS = 3_600_000;

/** Two matches today (SPF only in parlays) and one tomorrow with 总进球 open for singles. */
let m1: SportsMatchAdminView;
let m2: SportsMatchAdminView;
let m4: SportsMatchAdminView;

beforeAll(async () => {
  const now = Date.parse(await server.setUp.advanceClock(0));
  const day1 = new Date(now + 3 * HOUR_MS);
  m1 = await sports.createMatch({
    gameCode: "jczq",
    homeTeam: "毕尔巴鄂",
    awayTeam: "皇家社会",
    kickoffAt: day1,
  });
  m2 = await sports.createMatch({ gameCode: "jczq", kickoffAt: day1 });
  m4 = await sports.createMatch({
    gameCode: "jczq",
    kickoffAt: new Date(now + 27 * HOUR_MS),
    singles: ["ZJQ"],
  });
}, 60_000);

/** The ticket of the slip below as packages/rules reads it: 2 × 1 × 1 = 2 combinations of 3串1. */
const ruleLegs = () => [
  ruleLeg(m1, "SPF", ["3", "1"]),
  ruleLeg(m2, "SPF", ["0"]),
  ruleLeg(m4, "ZJQ", ["3"], true),
];

/** What the rules plan for a stake (yuan) and mode. */
function rulesPlan(stakeYuan: number, mode: BonusMode) {
  const answer = optimiseTicketBonus(
    { game: "jczq", legs: ruleLegs(), passTypes: ["3_1"] },
    stakeYuan * 100,
    mode,
  );
  if (!answer.ok) throw new Error(answer.message);
  return { ...answer.value.plan, maxPrizeFen: answer.value.maxPrizeFen };
}

/** Picks 胜/平, 负 and 3球 on three matches and opens the slip (3串1 chosen). */
async function openSlip() {
  renderPage(<JczqPage />, "/jczq", ["/", "/orderDetails"]);
  await screen.findByText("毕尔巴鄂");
  await tap(optionOf(m1.matchId, "SPF", "胜"));
  await tap(optionOf(m1.matchId, "SPF", "平"));
  await tap(optionOf(m2.matchId, "SPF", "负"));
  await tap(within(matchRow(m4.matchId)).getByRole("button", { name: "更多玩法" }));
  await tap(optionOf(m4.matchId, "ZJQ", "3球"));
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
    `预计奖金：${formatMoney(plan.minReturnFen)}～${formatMoney(plan.maxPrizeFen)}元`,
  );
  return plan;
}

describe("奖金优化", () => {
  it("is offered for N串1 tickets only", async () => {
    await server.login("yhview01");
    await openSlip();
    expect(screen.getByRole("button", { name: "3串1" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "奖金优化" })).toBeTruthy();
    await tap(screen.getByRole("button", { name: "2串1" }));
    expect(screen.getByRole("button", { name: "奖金优化" })).toBeTruthy();
    await tap(screen.getByRole("button", { name: "3串4" }));
    expect(screen.queryByRole("button", { name: "奖金优化" })).toBeNull();
  });

  it("shows the rules' plan per combination for 平均, 博热 and 博冷 and the stake typed in", async () => {
    await server.login("yhview02");
    await openSlip();
    await tap(screen.getByRole("button", { name: "奖金优化" }));
    expect(await screen.findByText("3场 3串1 共2个组合")).toBeTruthy();
    // starts from the slip's amount: 2 combinations × 2 yuan
    expect((screen.getByRole("spinbutton") as HTMLInputElement).value).toBe("4");
    expect(cells(0)[0]).toBe(
      `${m1.num} 胜@${spOf(m1, "SPF", "3").toFixed(2)}${m2.num} 负@${spOf(m2, "SPF", "0").toFixed(2)}` +
        `${m4.num} 3球@${spOf(m4, "ZJQ", "3").toFixed(2)}`,
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

    // an odd stake while typed: the rules' refusal, nothing to submit; leaving the box snaps it to 2 yuan
    const stake = screen.getByRole("spinbutton") as HTMLInputElement;
    fireEvent.change(stake, { target: { value: "7" } });
    expect(await screen.findByText("投注金额须为2元的整数倍，且不少于每个组合2元")).toBeTruthy();
    expect(screen.queryAllByTestId("sp-youhua-row")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "确认投注" })).toHaveProperty("disabled", true);
    expect(stake.getAttribute("aria-invalid")).toBe("true");
    fireEvent.blur(stake);
    await waitFor(() => expect(stake.value).toBe("6"));
    expectPlan(6, "cold");
    // not a whole number: refused, the box keeps what is charged
    fireEvent.change(stake, { target: { value: "6.5" } });
    expect(stake.value).toBe("6");
  });

  it("offers the best red packet, which pays the stake first, or cash when switched off", async () => {
    const { userInfo } = await server.login("yhpacket1", 30);
    const granted = await server.setUp.operator("POST", "/loyalty/grant", {
      userId: userInfo.Mid,
      kind: "red_packet",
      amount: 5,
      reason: "测试红包",
      requestId: "yh-packet-grant-5",
    });
    expect(granted.status).toBe(0);
    await openSlip();
    await tap(screen.getByRole("button", { name: "奖金优化" }));
    await screen.findByText("3场 3串1 共2个组合");
    await setStake(20);
    const packet = await screen.findByTestId("packet-switch");
    expect(packet.textContent).toBe("红包抵扣5.00元（5元红包）");
    // switched off, the whole stake would be cash: the confirmation says so (取消)
    await act(async () => fireEvent.click(within(packet).getByRole("switch")));
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await confirmPaymentOf("20.00", ["奖金优化 3串1 平均优化"], true);
    await act(async () => fireEvent.click(within(packet).getByRole("switch")));
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await confirmPaymentOf("15.00", ["奖金优化 3串1 平均优化", "红包抵扣5.00元（5元红包）"]);
    expect(await screen.findByText("投注成功")).toBeTruthy();
    const calls = server.calls("lottery/bet_youhua_create");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ amount: "20", mode: "average" });
    expect(calls[0]!.body.packetId).toMatch(/^\d+$/);
    expect(screen.getByText("账户余额 15.00元")).toBeTruthy();
  });

  it("submits through bet_youhua_create, re-confirms odds that moved (status 8) and shows the order", async () => {
    await server.login("yhbet001", 100);
    await openSlip();
    await tap(screen.getByRole("button", { name: "奖金优化" }));
    await screen.findByText("3场 3串1 共2个组合");
    await tap(screen.getByRole("button", { name: "博热优化" }));
    await setStake(20);
    // the operator moves the price while the plan is open
    const oldSp = spOf(m2, "SPF", "0");
    const moved = await sports.changeOddsCall(m2.matchId, { SPF: { "0": 3.1 } });
    expect(moved.status).toBe(0);
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await confirmPaymentOf("20.00", ["奖金优化 3串1 博热优化"]);
    expect(
      await screen.findByText(`${m2.num} 胜平负 负：${oldSp.toFixed(2)} → 3.10`, {
        selector: ".adm-dialog p",
      }),
    ).toBeTruthy();
    const first = server.calls("lottery/bet_youhua_create")[0]!.body;
    expect(first).toMatchObject({ gameCode: "jczq", passTypes: "3_1", mode: "hot", amount: "20" });
    expect(JSON.parse(first.legs!)).toEqual(
      ruleLegs().map(({ matchId, play, options }) => ({ matchId, play, options, banker: false })),
    );

    await tap(screen.getByRole("button", { name: "按新赔率投注" }));
    expect(await screen.findByText("投注成功")).toBeTruthy();
    const second = server.calls("lottery/bet_youhua_create")[1]!.body;
    expect(JSON.parse(second.legs!)[1].options).toEqual([{ code: "0", sp: 3.1 }]);
    expect(second.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.requestId).not.toBe(first.requestId);
    expect(screen.getByText(/^订单号 B\d+，投注金额 20\.00元$/)).toBeTruthy();
    expect(screen.getByText("账户余额 80.00元")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "jczq"))!).picks).toEqual({});
    await tap(screen.getByRole("button", { name: "查看订单" }));
    expect(await screen.findByText("/orderDetails")).toBeTruthy();
  });
});
