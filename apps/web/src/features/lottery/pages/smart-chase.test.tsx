import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { planSmartChase } from "@lottery/rules";
import type { ChaseDetail, OrderDetail } from "@lottery/contract";
import { confirmPaymentOf } from "#test/helpers.ts";
import { useRealServer } from "#test/real-server.ts";
import { request } from "../../../lib/request.ts";
import { emptySelection } from "../logic/selection.ts";
import { appendTickets, listedTicket } from "../logic/ticket-list.ts";
import { lotteryOps, renderRoute } from "#test/features/lottery/fixtures.ts";
import NumConfirmationPage from "./NumConfirmationPage.tsx";

const server = useRealServer({ SEED_DEMO: "1" });
const lottery = lotteryOps(server);
const CONFIRM = "/NumConfirmation/:gameCode/:gameType";
const PLACES = ["/", "/fc3dpl3/fc3d", "/ssq", "/rechargeType6", "/orderDetails", "/login"];
let issue = "";

beforeAll(async () => {
  issue = await lottery.openSale("fc3d");
  await lottery.openSale("ssq");
}, 60_000);

let player = 0;
beforeEach(async () => {
  player += 1;
  await server.login(`chase${Date.now().toString(36)}${player}`, 500);
});

/** 3D 直选 1,2 | 3 | 4: two bets, 4 yuan a multiple. */
function listFc3dTicket() {
  const selection = emptySelection("fc3d", "ZX");
  selection.zones = [
    { bankers: [], numbers: [1, 2] },
    { bankers: [], numbers: [3] },
    { bankers: [], numbers: [4] },
  ];
  appendTickets("fc3d", [listedTicket("fc3d", selection)!]);
}

const planner = () => within(screen.getByRole("region", { name: "智能追号" }));
const multiplesShown = () =>
  within(screen.getByTestId("smart-chase-plan"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => Number(row.querySelectorAll("td")[1]?.textContent));

describe("智能追号 on /NumConfirmation", () => {
  it("plans the smallest multiples meeting a 30% return and pays them through chaseMultiples", async () => {
    listFc3dTicket();
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/fc3d/ZX", PLACES);
    await screen.findByText(`投注期号：第${issue}期`);
    fireEvent.click(screen.getByRole("button", { name: /智能追号/ }));
    // 直选 pays 1040 yuan a bet: the planner offers it as the prize of one multiple.
    expect((planner().getByLabelText("单倍奖金") as HTMLInputElement).value).toBe("1040");
    // With a 10-yuan prize the multiple must climb: m·(10000·1000 − 13000·400) ≥ 13000·spent (fen).
    fireEvent.change(planner().getByLabelText("单倍奖金"), { target: { value: "10" } });
    expect(multiplesShown()).toEqual([1, 2, 4, 8, 17]);
    const rules = planSmartChase({
      game: "fc3d",
      issues: 5,
      startMultiple: 1,
      costPerMultipleFen: 400,
      prizePerMultipleFen: 1000,
      target: { kind: "rate", percent: 30 },
    });
    expect(rules.ok && rules.value.rows.map((r) => r.multiple)).toEqual([1, 2, 4, 8, 17]);
    expect(screen.getByTestId("smart-chase-total").textContent).toContain("共5期 合计128.00元");

    fireEvent.click(planner().getByRole("button", { name: "按此方案投注" }));
    await confirmPaymentOf("128.00", [`智能追号 第${issue}期起`]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"), { timeout: 5000 });
    expect(server.calls("lottery/bet_szc")[0]?.body).toMatchObject({
      gameCode: "fc3d",
      multiple: "1",
      chase: "5",
      chaseMultiples: "1,2,4,8,17",
    });

    // What the server recorded: one multiple per chase issue, 128 yuan in all.
    const orderId = new URLSearchParams(router.state.location.search).get("orderId") ?? "";
    const order = await request<OrderDetail>("order/detail", { orderId });
    const chase = await request<ChaseDetail>("Order/ChaseDetail", { chaseId: order.chase?.chaseId ?? "" });
    expect(chase.issues.map((i) => i.multiple)).toEqual([1, 2, 4, 8, 17]);
    expect(chase.amount).toBe(128);
  }, 30_000);

  it("switches to a minimum profit and says when no multiple can reach the target", async () => {
    listFc3dTicket();
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/fc3d/ZX", PLACES);
    await screen.findByText(`投注期号：第${issue}期`);
    fireEvent.click(screen.getByRole("button", { name: /智能追号/ }));
    fireEvent.click(planner().getByText("最低盈利"));
    fireEvent.change(planner().getByLabelText("最低盈利"), { target: { value: "100" } });
    fireEvent.change(planner().getByLabelText("单倍奖金"), { target: { value: "104" } });
    // m·(104 − 4) ≥ spent before + 100 yuan: 100/100 → 1, then 104/100 → 2, 112/100 → 2, 120, 128 → 2
    expect(multiplesShown()).toEqual([1, 2, 2, 2, 2]);
    fireEvent.change(planner().getByLabelText("单倍奖金"), { target: { value: "4" } });
    expect(planner().getByRole("alert").textContent).toBe("在最大倍数内无法达到预期收益，请调整方案");
    expect(planner().getByRole("button", { name: "按此方案投注" })).toHaveProperty("disabled", true);
  });

  it("asks for the prize where it floats (SSQ tiers)", async () => {
    const selection = emptySelection("ssq", "DS");
    selection.zones = [
      { bankers: [], numbers: [1, 2, 3, 4, 5, 6] },
      { bankers: [], numbers: [7] },
    ];
    appendTickets("ssq", [listedTicket("ssq", selection)!]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    fireEvent.click(await screen.findByRole("button", { name: /智能追号/ }));
    expect((planner().getByLabelText("单倍奖金") as HTMLInputElement).value).toBe("");
    expect(planner().getByRole("alert").textContent).toBe("请输入单倍奖金");
  });
});
