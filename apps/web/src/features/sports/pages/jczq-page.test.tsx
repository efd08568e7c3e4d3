import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Toast } from "antd-mobile";
import type { SportsMatchAdminView } from "@lottery/contract";
import {
  countSportsBets,
  findSportsGame,
  formatMoney,
  sportsMaxMultiple,
  sportsPrizeRange,
} from "@lottery/rules";
import { chinaClock } from "../../../lib/china-time.ts";
import { perGameKey } from "../../../lib/storage.ts";
import { confirmPaymentOf, renderPage } from "#test/helpers.ts";
import { resetSlipStores } from "../logic/slip-store.ts";
import {
  dayHeading,
  matchRow,
  optionOf,
  playOf,
  ruleLeg,
  spOf,
  tap,
  useSportsServer,
} from "#test/features/sports/fixtures.ts";
import JczqPage from "./JczqPage.tsx";

const { server, sports } = useSportsServer();
const HOUR_MS = 3_600_000;

/** Today's programme: 西甲 and 英超 matches, a 西甲 match closed by hand, and a 德甲 match the next day. */
let m1: SportsMatchAdminView;
let m2: SportsMatchAdminView;
let m3: SportsMatchAdminView;
let m4: SportsMatchAdminView;

beforeAll(async () => {
  const now = Date.parse(await server.setUp.advanceClock(0));
  const day1 = new Date(now + 3 * HOUR_MS);
  const day2 = new Date(now + 27 * HOUR_MS);
  const match = (spec: Parameters<typeof sports.createMatch>[0]) => sports.createMatch(spec);
  m1 = await match({
    gameCode: "jczq",
    leagueCode: "CAL",
    homeTeam: "毕尔巴鄂",
    awayTeam: "皇家社会",
    kickoffAt: day1,
    singles: ["BF", "ZJQ", "BQC"],
  });
  m2 = await match({
    gameCode: "jczq",
    leagueCode: "ECL",
    homeTeam: "阿森纳",
    awayTeam: "切尔西",
    kickoffAt: day1,
    singles: ["BF", "ZJQ"],
  });
  // on sale for one more minute: the player sees its sale close while the list is open
  const soon = new Date(now + 60_000);
  m3 = await match({
    gameCode: "jczq",
    leagueCode: "CAL",
    homeTeam: "塞维利亚",
    awayTeam: "贝蒂斯",
    kickoffAt: day1,
    closeAt: soon,
  });
  m4 = await match({
    gameCode: "jczq",
    leagueCode: "DAL",
    homeTeam: "拜仁慕尼黑",
    awayTeam: "多特蒙德",
    kickoffAt: day2,
    singles: ["ZJQ"],
  });
}, 60_000);

const counter = () => screen.getByTestId("sp-selected").textContent;

/** The slip's amount (yuan text) as its summary says it. */
const slipAmount = () => /共([\d.]+)元/.exec(screen.getByTestId("sp-summary").textContent ?? "")?.[1] ?? "";

describe("/jczq match list", () => {
  it("lists matches by business day with SPF and RQSPF inline, SP, handicap and stopped sales", async () => {
    await server.login("jcview01");
    renderPage(<JczqPage />, "/jczq");
    expect(await screen.findByText("毕尔巴鄂")).toBeTruthy();
    expect(server.calls("sitemsg/AppSPLotteryPageInfo")[0]!.query.gameCode).toBe("jczq");
    expect(screen.getByText(dayHeading(m1.businessDate))).toBeTruthy();
    expect(screen.getByText(dayHeading(m4.businessDate))).toBeTruthy();
    expect(within(matchRow(m1.matchId)).getByText(m1.num)).toBeTruthy();
    expect(
      within(matchRow(m1.matchId)).getByText(`${chinaClock(Date.parse(m1.closeAt)).time}截止`),
    ).toBeTruthy();
    // SPF with its SPs, RQSPF with the handicap −1
    expect(optionOf(m1.matchId, "SPF", "胜").textContent).toBe(`胜${spOf(m1, "SPF", "3").toFixed(2)}`);
    expect(within(playOf(m1.matchId, "BRQSPF")).getByText("-1")).toBeTruthy();
    expect(
      within(playOf(m1.matchId, "BRQSPF"))
        .getAllByRole("button")
        .map((b) => b.textContent?.slice(0, 2)),
    ).toEqual(["让胜", "让平", "让负"]);
    // two minutes on (the phone's clock), the match whose sale closed: 停售 and no buttons to press
    const later = Date.now() + 120_000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    await tap(optionOf(m1.matchId, "SPF", "胜"));
    await tap(optionOf(m1.matchId, "SPF", "胜"));
    const closed = within(matchRow(m3.matchId));
    expect(closed.getByText("停售")).toBeTruthy();
    expect(closed.getAllByRole("button").filter((b) => !(b as HTMLButtonElement).disabled)).toEqual([
      closed.getByRole("button", { name: "更多玩法" }),
    ]);
    // other plays in the expandable panel
    expect(playOf(m1.matchId, "BF")).toBeNull();
    await tap(within(matchRow(m1.matchId)).getByRole("button", { name: "更多玩法" }));
    expect(within(matchRow(m1.matchId)).getByText("比分")).toBeTruthy();
    expect(within(playOf(m1.matchId, "BF")).getAllByRole("button")).toHaveLength(31);
    expect(within(playOf(m1.matchId, "ZJQ")).getAllByRole("button")).toHaveLength(8);
    expect(within(playOf(m1.matchId, "BQC")).getAllByRole("button")).toHaveLength(9);
    expect(within(playOf(m1.matchId, "BF")).getByText("单")).toBeTruthy();
  });

  it("counts selected matches, clears, folds days and filters leagues", async () => {
    await server.login("jcview02");
    renderPage(<JczqPage />, "/jczq");
    await screen.findByText("毕尔巴鄂");
    expect(counter()).toBe("请至少选择1场比赛");
    await tap(optionOf(m1.matchId, "SPF", "胜"));
    await tap(optionOf(m1.matchId, "BRQSPF", "让负"));
    await tap(optionOf(m2.matchId, "SPF", "平"));
    expect(counter()).toBe("已选2场");
    expect(optionOf(m1.matchId, "SPF", "胜").getAttribute("aria-pressed")).toBe("true");
    await tap(optionOf(m2.matchId, "SPF", "平"));
    expect(counter()).toBe("已选1场");
    await tap(screen.getByRole("button", { name: "清空" }));
    expect(counter()).toBe("请至少选择1场比赛");
    expect(optionOf(m1.matchId, "SPF", "胜").getAttribute("aria-pressed")).toBe("false");

    const day1 = () => screen.getByRole("button", { name: new RegExp(dayHeading(m1.businessDate)) });
    await tap(day1());
    expect(matchRow(m1.matchId)).toBeNull();
    expect(matchRow(m4.matchId)).not.toBeNull();

    await tap(screen.getByRole("button", { name: "筛选" }));
    const sheet = document.querySelector<HTMLElement>(".sp-filter-sheet")!;
    await tap(within(sheet).getByRole("button", { name: "反选" }));
    await tap(within(sheet).getByRole("button", { name: /英超/ }));
    await tap(within(sheet).getByRole("button", { name: "确定" }));
    await tap(day1());
    expect(matchRow(m2.matchId)).not.toBeNull();
    expect(matchRow(m1.matchId)).toBeNull();
    expect(matchRow(m4.matchId)).toBeNull();
    expect(screen.getByRole("button", { name: "筛选(1)" })).toBeTruthy();
  });

  it("keeps picks across a reload (betting record) and asks before a play tab drops them", async () => {
    await server.login("jcview03");
    renderPage(<JczqPage />, "/jczq");
    await screen.findByText("毕尔巴鄂");
    await tap(optionOf(m1.matchId, "SPF", "负"));
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "jczq"))!)).toEqual({
      tab: "HH",
      picks: { [m1.matchId]: { SPF: ["0"] } },
    });
    resetSlipStores();
    renderPage(<JczqPage />, "/jczq");
    await waitFor(() => expect(screen.getAllByTestId("sp-selected").at(-1)!.textContent).toBe("已选1场"));

    await tap(screen.getAllByRole("tab", { name: "比分" }).at(-1)!);
    expect(await screen.findByText("切换玩法将清空已选的比赛，确定切换吗？")).toBeTruthy();
    await tap(screen.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(screen.getAllByTestId("sp-selected").at(-1)!.textContent).toBe("请至少选择1场比赛"),
    );
  });

  it("needs two matches for a parlay of plays without singles", async () => {
    await server.login("jcview04");
    renderPage(<JczqPage />, "/jczq");
    await screen.findByText("毕尔巴鄂");
    await tap(optionOf(m1.matchId, "SPF", "胜"));
    await tap(screen.getByRole("button", { name: "选好了" }));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "请至少选择2场比赛" }));
    expect(screen.queryByText("投注确认")).toBeNull();
  });
});

/** Picks 胜 on the first match, 2:1 and 1:1 on the second (BF) and 3球 on the next day's (ZJQ); opens the slip. */
async function threeLegSlip() {
  renderPage(<JczqPage />, "/jczq", ["/", "/orderDetails"]);
  await screen.findByText("毕尔巴鄂");
  await tap(optionOf(m1.matchId, "SPF", "胜"));
  await tap(within(matchRow(m2.matchId)).getByRole("button", { name: "更多玩法" }));
  await tap(optionOf(m2.matchId, "BF", "2:1"));
  await tap(optionOf(m2.matchId, "BF", "1:1"));
  await tap(within(matchRow(m4.matchId)).getByRole("button", { name: "更多玩法" }));
  await tap(optionOf(m4.matchId, "ZJQ", "3球"));
  expect(counter()).toBe("已选3场");
  await tap(screen.getByRole("button", { name: "选好了" }));
  await screen.findByText("投注确认");
}

/** The slip's legs as packages/rules reads them, at the SPs the matches have now. */
const ruleLegs = () => [
  ruleLeg(m1, "SPF", ["3"]),
  ruleLeg(m2, "BF", ["2:1", "1:1"], true),
  ruleLeg(m4, "ZJQ", ["3"], true),
];

describe("/jczq bet slip", () => {
  it("offers only the pass types the rules allow and shows bets, amount and the prize range", async () => {
    await server.login("jcslip01");
    await threeLegSlip();
    const chips = within(screen.getByLabelText("过关方式")).getAllByRole("button");
    // 3 matches, one SPF leg without 单关: 2串1, 3串1, 3串3, 3串4 (no 单关)
    expect(chips.map((c) => c.textContent)).toEqual(["2串1", "3串1", "3串3", "3串4"]);
    expect(chips[1]!.getAttribute("aria-pressed")).toBe("true");
    await tap(screen.getByRole("button", { name: "3串4" }));
    expect(screen.getByRole("button", { name: "3串1" }).getAttribute("aria-pressed")).toBe("false");
    const input = { game: "jczq", legs: ruleLegs(), passTypes: ["3_4"], multiple: 1 };
    const count = countSportsBets(input);
    const range = sportsPrizeRange(input);
    if (!count.ok || !range.ok) throw new Error("rules refused the test ticket");
    expect(count.value.bets).toBe(7); // 2串1: 1×2 + 1×1 + 2×1, 3串1: 1×2×1
    expect(screen.getByTestId("sp-summary").textContent).toBe("7注 1倍 共14.00元");
    expect(screen.getByTestId("sp-prize").textContent).toBe(
      `预计奖金：${formatMoney(range.value.minPrizeFen)}～${formatMoney(range.value.maxPrizeFen)}元`,
    );
    // multiple ×3
    const stepper = screen.getByRole("spinbutton");
    fireEvent.change(stepper, { target: { value: "3" } });
    fireEvent.blur(stepper);
    await waitFor(() => expect(screen.getByTestId("sp-summary").textContent).toBe("7注 3倍 共42.00元"));
    // whole numbers only, and the box shows what is charged, with the limit beside it
    const max = sportsMaxMultiple(findSportsGame("jczq")!);
    expect(stepper.closest(".count-field")!.textContent).toContain(`最多${max}倍`);
    for (const typed of ["1.5", "abc", "3x"]) {
      fireEvent.change(stepper, { target: { value: typed } });
      expect((stepper as HTMLInputElement).value).toBe("3");
    }
    fireEvent.change(stepper, { target: { value: "100000" } });
    expect((stepper as HTMLInputElement).value).toBe(String(max));
    expect(screen.getByTestId("sp-summary").textContent).toContain(`7注 ${max}倍`);
    fireEvent.change(stepper, { target: { value: "0" } });
    expect((stepper as HTMLInputElement).value).toBe("1");
    expect(screen.getByTestId("sp-summary").textContent).toBe("7注 1倍 共14.00元");
    fireEvent.change(stepper, { target: { value: "3" } });
    // a banker on the first match: 3串4 still fits (bankers < 2)
    const bankers = screen.getAllByRole("button", { name: "胆" });
    await tap(bankers[0]!);
    expect(bankers[0]!.getAttribute("aria-pressed")).toBe("true");
    const withBanker = countSportsBets({
      ...input,
      multiple: 3,
      legs: ruleLegs().map((l, i) => ({ ...l, banker: i === 0 })),
    });
    if (!withBanker.ok) throw new Error("refused");
    expect(screen.getByTestId("sp-summary").textContent).toBe(
      `${withBanker.value.bets}注 3倍 共${formatMoney(withBanker.value.costFen)}元`,
    );
    expect(JSON.parse(localStorage.getItem(perGameKey("confirmation", "jczq"))!)).toEqual({
      bankers: [m1.matchId],
      passTypes: ["3_4"],
      multiple: 3,
    });
  });

  it("shows the server's refusal and keeps the slip", async () => {
    await server.login("jcslip02");
    await threeLegSlip();
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await confirmPaymentOf(slipAmount());
    await waitFor(() =>
      expect(Toast.show).toHaveBeenCalledWith(
        expect.objectContaining({ content: expect.stringMatching(/余额不足/) }),
      ),
    );
    expect(screen.getByRole("button", { name: "确认投注" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^删除/ })).toHaveLength(3);
  });

  it("preselects the best red packet (one per order) and pays with it", async () => {
    const { userInfo } = await server.login("jcslip04", 10);
    for (const [amount, requestId] of [
      [3, "jc-packet-grant-3"],
      [5, "jc-packet-grant-5"],
    ] as const) {
      const granted = await server.setUp.operator("POST", "/loyalty/grant", {
        userId: userInfo.Mid,
        kind: "red_packet",
        amount,
        reason: "测试红包",
        requestId,
      });
      expect(granted.status).toBe(0);
    }
    await threeLegSlip();
    expect(await screen.findByText("红包抵扣4.00元（5元红包）")).toBeTruthy();
    await tap(screen.getByRole("button", { name: "确认投注" }));
    // the confirmation says the packet pays and nothing leaves the cash balance
    await confirmPaymentOf("0.00", ["红包抵扣4.00元（5元红包）"]);
    expect(await screen.findByText("投注成功")).toBeTruthy();
    expect(server.calls("lottery/bet_jc_create")[0]!.body.packetId).toMatch(/^\d+$/);
    expect(screen.getByText("账户余额 10.00元")).toBeTruthy();
  });

  it("submits through bet_jc_create, re-confirms odds that moved (status 8) and shows the order", async () => {
    await server.login("jcslip03", 100);
    await threeLegSlip();
    await tap(screen.getByRole("button", { name: "3串4" }));
    const oldSp = spOf(m1, "SPF", "3");
    // the operator moves the price while the slip is open
    const moved = await sports.changeOddsCall(m1.matchId, { SPF: { "3": 1.7 } });
    expect(moved.status).toBe(0);
    // every payment asks first, with the amount: 取消 sends nothing
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await confirmPaymentOf("14.00", ["3串4 7注 1倍"], true);
    expect(server.calls("lottery/bet_jc_create")).toEqual([]);
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await confirmPaymentOf("14.00", ["3串4 7注 1倍"]);
    expect(
      await screen.findByText(`${m1.num} 胜平负 胜：${oldSp.toFixed(2)} → 1.70`, {
        selector: ".adm-dialog p",
      }),
    ).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(perGameKey("reConfirmation", "jczq"))!)).toEqual([
      { matchId: m1.matchId, play: "SPF", code: "3", from: oldSp, to: 1.7 },
    ]);
    const first = server.calls("lottery/bet_jc_create")[0]!.body;
    expect(first).toMatchObject({ gameCode: "jczq", passTypes: "3_4", multiple: "1" });
    expect(JSON.parse(first.legs!)).toEqual(
      ruleLegs().map(({ matchId, play, options }) => ({ matchId, play, options, banker: false })),
    );

    await tap(screen.getByRole("button", { name: "按新赔率投注" }));
    expect(await screen.findByText("投注成功")).toBeTruthy();
    const [, second] = server.calls("lottery/bet_jc_create").map((r) => r.body);
    expect(JSON.parse(second!.legs!)[0].options).toEqual([{ code: "3", sp: 1.7 }]);
    expect(second!.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.requestId).not.toBe(first.requestId);
    expect(screen.getByText(/^订单号 B\d+，投注金额 14\.00元$/)).toBeTruthy();
    expect(screen.getByText("账户余额 86.00元")).toBeTruthy();
    expect(localStorage.getItem(perGameKey("reConfirmation", "jczq"))).toBeNull();
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "jczq"))!).picks).toEqual({});
    await tap(screen.getByRole("button", { name: "查看订单" }));
    expect(await screen.findByText("/orderDetails")).toBeTruthy();
  });
});
