import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BetJcModels, SportsMatchAdminView } from "@lottery/contract";
import { formatMoney, optimiseTicketBonus, settleSportsTicket } from "@lottery/rules";
import { spOf, useSportsServer } from "#test/features/sports/fixtures.ts";
import { serverTestModule } from "#test/real-server.ts";
import { renderPage } from "#test/helpers.ts";
import OrderDetailsRoute from "./OrderDetailsRoute.tsx";

type BetFixtures = typeof import("@lottery/server/test/sports-bets-fixtures.ts");

const { server, sports } = useSportsServer();
const bets = server.ops<BetFixtures>(serverTestModule("sports-bets-fixtures.ts"));

/** A leg at the match's current SPs, as bet_jc_create and packages/rules both take it. */
const leg = (match: SportsMatchAdminView, play: string, codes: string[]) => ({
  matchId: match.matchId,
  play,
  options: codes.map((code) => ({ code, sp: spOf(match, play, code) })),
});

describe("/orderDetails of a jczq order (the real server)", () => {
  it("shows each leg's match, picks at their SP, result with hits and a cancelled match at SP 1", async () => {
    const { token, userInfo } = await server.login("h3legs01", 100);
    const matches = [];
    for (let i = 0; i < 3; i += 1) matches.push(await sports.createMatch({ gameCode: "jczq" }));
    const [m1, m2, m3] = matches as [SportsMatchAdminView, SportsMatchAdminView, SportsMatchAdminView];
    const legs = [leg(m1, "SPF", ["3", "1"]), leg(m2, "BF", ["2:1"]), leg(m3, "ZJQ", ["4"])];
    const placed = await bets.betCall(
      { token, mid: userInfo.Mid },
      { gameCode: "jczq", passTypes: "3_4", legs, multiple: 2 },
    );
    expect(placed.status, placed.msg).toBe(0);
    await sports.finishMatch(m1, { halfScore: "1:0", fullScore: "2:1" });
    await sports.finishMatch(m2, { cancelled: true });
    await sports.finishMatch(m3, { halfScore: "0:0", fullScore: "2:1" });

    renderPage(<OrderDetailsRoute />, `/orderDetails?orderId=${(placed.models as BetJcModels).orderId}`);
    const rows = await screen.findAllByTestId("sp-order-leg");
    expect(rows.map((r) => r.className.split(" ").at(-1))).toEqual([
      "sp-order-hit",
      "sp-order-cancelled",
      "sp-order-miss",
    ]);
    const [r1, r2, r3] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(r1).getByText(m1.num)).toBeTruthy();
    expect(r1.textContent).toContain(`${m1.homeTeam}2:1${m1.awayTeam}半场 1:0`);
    const win = within(r1).getByText("胜").closest(".sp-order-option")!;
    expect(win.className).toContain("sp-order-option-hit");
    expect(win.textContent).toBe(`胜${legs[0]!.options[0]!.sp.toFixed(2)}`);
    expect(within(r1).getByText("平").closest(".sp-order-option")!.className).not.toContain("hit");
    expect(r1.querySelector(".sp-order-result")!.textContent).toBe(
      `赛果：胜SP ${legs[0]!.options[0]!.sp.toFixed(2)}`,
    );
    expect(r2.querySelector(".sp-order-teams strong")!.textContent).toBe("取消");
    expect(r2.querySelector(".sp-order-result")!.textContent).toBe("赛果：取消SP 1.00");
    expect(r2.querySelector(".sp-order-option-hit")).toBeNull();
    expect(r3.querySelector(".sp-order-result")!.textContent).toBe("赛果：3球");
    expect(r3.querySelector(".sp-order-option-hit")).toBeNull();

    // the prize the page shows is packages/rules' settlement of the same legs at the accepted SPs
    const settled = settleSportsTicket(
      { game: "jczq", legs, passTypes: ["3_4"], multiple: 2 },
      {
        [m1.matchId]: { ft: [2, 1], ht: [1, 0] },
        [m2.matchId]: "cancelled",
        [m3.matchId]: { ft: [2, 1], ht: [0, 0] },
      },
    );
    if (!settled.ok) throw new Error(settled.message);
    expect(settled.value.winningBets).toBe(1);
    const section = screen.getByTestId("sp-order");
    expect(section.textContent).toContain("过关方式3串4");
    expect(section.textContent).toContain("注数倍数7注 × 2倍");
    expect(section.textContent).toContain("投注金额28.00元");
    expect(screen.getByTestId("sp-order-prize").textContent).toBe(`${formatMoney(settled.value.prizeFen)}元`);
    expect(screen.getByTestId("order-summary").textContent).toContain("已中奖");
    // jingcai pays fixed odds: no pool rule under its legs
    expect(screen.queryByTestId("sp-order-pool-rule")).toBeNull();
  }, 60_000);

  it("shows an optimised (奖金优化) order's real highest prize, each combination's multiple and a stake that adds up", async () => {
    const player = await server.login("h3legs03", 100);
    const matches: SportsMatchAdminView[] = [];
    for (let i = 0; i < 3; i += 1) matches.push(await sports.createMatch({ gameCode: "jczq" }));
    const legs = matches.map((m) => leg(m, "SPF", ["3"]));
    const placed = await bets.betCall(
      { token: player.token, mid: player.userInfo.Mid },
      { gameCode: "jczq", passTypes: "2_1", legs, mode: "average", amount: "20" },
      "lottery/bet_youhua_create",
    );
    expect(placed.status, placed.msg).toBe(0);
    const plan = optimiseTicketBonus({ game: "jczq", legs, passTypes: "2_1" }, 2000, "average");
    if (!plan.ok) throw new Error(plan.message);
    const { multiples, returnsFen } = plan.value.plan;
    // three home wins pay all three 2串1 combinations at once: the highest prize is their sum
    expect(plan.value.maxPrizeFen).toBe(returnsFen.reduce((a, b) => a + b, 0));

    renderPage(<OrderDetailsRoute />, `/orderDetails?orderId=${(placed.models as BetJcModels).orderId}`);
    const section = await screen.findByTestId("sp-order");
    expect(section.textContent).toContain(`最高奖金${formatMoney(plan.value.maxPrizeFen)}元`);
    const total = multiples.reduce((a, b) => a + b, 0);
    expect(section.textContent).toContain(`注数倍数3注 共${total}倍`);
    expect(screen.getByTestId("sp-order-stake").textContent).toBe(`2元 × ${total}倍 = 20.00元`);
    const combos = screen.getAllByTestId("sp-order-combo").map((c) => c.textContent);
    expect(combos).toEqual(
      multiples.map((multiple, i) => {
        const numOf = (id: string) => matches.find((m) => m.matchId === id)!.num;
        const pair = plan.value.bets[i]!.picks.map((p) => `${numOf(p.matchId)} 胜`).join("，");
        return `${pair}${multiple}倍 ${formatMoney(multiple * 200)}元`;
      }),
    );
  }, 60_000);

  it("竞彩篮球 orders list the away team first and read the score away:home", async () => {
    const { token, userInfo } = await server.login("h3legs04", 100);
    const game = await sports.createMatch({
      gameCode: "jclq",
      homeTeam: "辽宁本钢",
      awayTeam: "广东宏远",
      singles: ["SF"],
    });
    const placed = await bets.betCall(
      { token, mid: userInfo.Mid },
      { gameCode: "jclq", passTypes: "1_1", legs: [leg(game, "SF", ["0"])], multiple: 1 },
    );
    expect(placed.status, placed.msg).toBe(0);
    await sports.finishMatch(game, { fullScore: "88:95" });
    renderPage(<OrderDetailsRoute />, `/orderDetails?orderId=${(placed.models as BetJcModels).orderId}`);
    const row = await screen.findByTestId("sp-order-leg");
    expect(row.querySelector(".sp-order-teams")!.textContent).toBe("广东宏远95:88辽宁本钢(主)");
    expect(row.className).toContain("sp-order-hit");
  }, 60_000);

  it("states how a 北京单场 order's prize is rounded (per 2-yuan bet, then × the multiple)", async () => {
    const { token, userInfo } = await server.login("h3legs02", 100);
    const a = await sports.createMatch({ gameCode: "bjdc" });
    const b = await sports.createMatch({ gameCode: "bjdc" });
    const placed = await bets.betCall(
      { token, mid: userInfo.Mid },
      { gameCode: "bjdc", passTypes: "2_1", legs: [leg(a, "SPF", ["3"]), leg(b, "SPF", ["1"])], multiple: 7 },
    );
    expect(placed.status, placed.msg).toBe(0);
    renderPage(<OrderDetailsRoute />, `/orderDetails?orderId=${(placed.models as BetJcModels).orderId}`);
    expect((await screen.findByTestId("sp-order-pool-rule")).textContent).toBe(
      "北京单场每注奖金 = 2元 × 各场最终SP连乘 × 65%，每注先四舍五入到分，再乘以倍数；单关不足2元按2元派奖。",
    );
  }, 60_000);
});
