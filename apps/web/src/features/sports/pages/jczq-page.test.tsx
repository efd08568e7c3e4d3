import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { Toast } from "antd-mobile";
import { countSportsBets, formatMoney, sportsPrizeRange } from "@lottery/rules";
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
const counter = () => screen.getByTestId("sp-selected").textContent;
const M1 = "jczq-20261122-001";
const M2 = "jczq-20261122-002";
const M3 = "jczq-20261122-003";
const M4 = "jczq-20261123-001";

describe("/jczq match list", () => {
  it("lists matches by business day with SPF and RQSPF inline, SP, handicap and stopped sales", async () => {
    renderPage(<JczqPage />, "/jczq");
    expect(await screen.findByText("毕尔巴鄂")).toBeTruthy();
    expect(calls("sitemsg/AppSPLotteryPageInfo")[0]!.query.gameCode).toBe("jczq");
    expect(screen.getByText("2026-11-22 周日")).toBeTruthy();
    expect(screen.getByText("2026-11-23 周一")).toBeTruthy();
    expect(within(row(M1)).getByText("周日001")).toBeTruthy();
    expect(within(row(M1)).getByText("15:20截止")).toBeTruthy();
    // SPF with its SPs, RQSPF with the handicap −1
    const spf = jczqPageInfo.days[0]!.matches[0]!.plays.find((p) => p.play === "SPF")!;
    expect(option(M1, "SPF", "胜").textContent).toBe(`胜${spf.options[0]!.sp.toFixed(2)}`);
    expect(within(play(M1, "BRQSPF")).getByText("-1")).toBeTruthy();
    expect(
      within(play(M1, "BRQSPF"))
        .getAllByRole("button")
        .map((b) => b.textContent?.slice(0, 2)),
    ).toEqual(["让胜", "让平", "让负"]);
    // the closed match: 停售 and no buttons to press
    expect(within(row(M3)).getByText("停售")).toBeTruthy();
    expect(
      within(row(M3))
        .getAllByRole("button")
        .filter((b) => !(b as HTMLButtonElement).disabled),
    ).toEqual([within(row(M3)).getByRole("button", { name: "更多玩法" })]);
    // other plays in the expandable panel
    expect(play(M1, "BF")).toBeNull();
    await tap(within(row(M1)).getByRole("button", { name: "更多玩法" }));
    expect(within(row(M1)).getByText("比分")).toBeTruthy();
    expect(within(play(M1, "BF")).getAllByRole("button")).toHaveLength(31);
    expect(within(play(M1, "ZJQ")).getAllByRole("button")).toHaveLength(8);
    expect(within(play(M1, "BQC")).getAllByRole("button")).toHaveLength(9);
    expect(within(play(M1, "BF")).getByText("单")).toBeTruthy();
  });

  it("counts selected matches, clears, folds days and filters leagues", async () => {
    renderPage(<JczqPage />, "/jczq");
    await screen.findByText("毕尔巴鄂");
    expect(counter()).toBe("请至少选择1场比赛");
    await tap(option(M1, "SPF", "胜"));
    await tap(option(M1, "BRQSPF", "让负"));
    await tap(option(M2, "SPF", "平"));
    expect(counter()).toBe("已选2场");
    expect(option(M1, "SPF", "胜").getAttribute("aria-pressed")).toBe("true");
    await tap(option(M2, "SPF", "平"));
    expect(counter()).toBe("已选1场");
    await tap(screen.getByRole("button", { name: "清空" }));
    expect(counter()).toBe("请至少选择1场比赛");
    expect(option(M1, "SPF", "胜").getAttribute("aria-pressed")).toBe("false");

    await tap(screen.getByRole("button", { name: /2026-11-22 周日/ }));
    expect(row(M1)).toBeNull();
    expect(row(M4)).not.toBeNull();

    await tap(screen.getByRole("button", { name: "筛选" }));
    const sheet = document.querySelector<HTMLElement>(".sp-filter-sheet")!;
    await tap(within(sheet).getByRole("button", { name: "反选" }));
    await tap(within(sheet).getByRole("button", { name: /英超/ }));
    await tap(within(sheet).getByRole("button", { name: "确定" }));
    await tap(screen.getByRole("button", { name: /2026-11-22 周日/ }));
    expect(row(M2)).not.toBeNull();
    expect(row(M1)).toBeNull();
    expect(row(M4)).toBeNull();
    expect(screen.getByRole("button", { name: "筛选(1)" })).toBeTruthy();
  });

  it("keeps picks across a reload (betting record) and asks before a play tab drops them", async () => {
    renderPage(<JczqPage />, "/jczq");
    await screen.findByText("毕尔巴鄂");
    await tap(option(M1, "SPF", "负"));
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "jczq"))!)).toEqual({
      tab: "HH",
      picks: { [M1]: { SPF: ["0"] } },
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
    renderPage(<JczqPage />, "/jczq");
    await screen.findByText("毕尔巴鄂");
    await tap(option(M1, "SPF", "胜"));
    await tap(screen.getByRole("button", { name: "选好了" }));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "请至少选择2场比赛" }));
    expect(screen.queryByText("投注确认")).toBeNull();
  });
});

/** Picks 3 legs across SPF, BF and ZJQ and opens the slip. */
async function threeLegSlip() {
  renderPage(<JczqPage />, "/jczq", ["/", "/orderDetails"]);
  await screen.findByText("毕尔巴鄂");
  await tap(option(M1, "SPF", "胜"));
  await tap(within(row(M2)).getByRole("button", { name: "更多玩法" }));
  await tap(option(M2, "BF", "2:1"));
  await tap(option(M2, "BF", "1:1"));
  await tap(within(row(M4)).getByRole("button", { name: "更多玩法" }));
  await tap(option(M4, "ZJQ", "3球"));
  expect(counter()).toBe("已选3场");
  await tap(screen.getByRole("button", { name: "选好了" }));
  await screen.findByText("投注确认");
}

const spOf = (matchIndex: [number, number], playCode: string, code: string) =>
  jczqPageInfo.days[matchIndex[0]]!.matches[matchIndex[1]]!.plays.find(
    (p) => p.play === playCode,
  )!.options.find((o) => o.code === code)!.sp;

const ruleLegs = () => [
  {
    matchId: M1,
    play: "SPF",
    options: [{ code: "3", sp: spOf([0, 0], "SPF", "3") }],
    single: false,
    line: null,
  },
  {
    matchId: M2,
    play: "BF",
    options: [
      { code: "2:1", sp: spOf([0, 1], "BF", "2:1") },
      { code: "1:1", sp: spOf([0, 1], "BF", "1:1") },
    ],
    single: true,
    line: null,
  },
  {
    matchId: M4,
    play: "ZJQ",
    options: [{ code: "3", sp: spOf([1, 0], "ZJQ", "3") }],
    single: true,
    line: null,
  },
];

describe("/jczq bet slip", () => {
  it("offers only the pass types the rules allow and shows bets, amount and the prize range", async () => {
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
      bankers: [M1],
      passTypes: ["3_4"],
      multiple: 3,
    });
  });

  it("submits through bet_jc_create, re-confirms changed odds (status 8) and shows the order", async () => {
    await threeLegSlip();
    await tap(screen.getByRole("button", { name: "3串4" }));
    const oldSp = spOf([0, 0], "SPF", "3");
    answers["lottery/bet_jc_create"] = {
      status: 8,
      msg: "赔率已变化，请确认后重新投注",
      models: { odds: [{ matchId: M1, play: "SPF", code: "3", sp: 1.7 }] },
    };
    await tap(screen.getByRole("button", { name: "确认投注" }));
    expect(
      await screen.findByText(`周日001 胜平负 胜：${oldSp.toFixed(2)} → 1.70`, { selector: ".adm-dialog p" }),
    ).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(perGameKey("reConfirmation", "jczq"))!)).toEqual([
      { matchId: M1, play: "SPF", code: "3", from: oldSp, to: 1.7 },
    ]);
    const first = calls("lottery/bet_jc_create")[0]!.body;
    expect(first).toMatchObject({ gameCode: "jczq", passTypes: "3_4", multiple: "1" });
    expect(JSON.parse(first.legs!)).toEqual([
      { matchId: M1, play: "SPF", options: [{ code: "3", sp: oldSp }], banker: false },
      {
        matchId: M2,
        play: "BF",
        options: [
          { code: "2:1", sp: spOf([0, 1], "BF", "2:1") },
          { code: "1:1", sp: spOf([0, 1], "BF", "1:1") },
        ],
        banker: false,
      },
      { matchId: M4, play: "ZJQ", options: [{ code: "3", sp: spOf([1, 0], "ZJQ", "3") }], banker: false },
    ]);

    answers["lottery/bet_jc_create"] = ok({
      orderId: "S20261122000001",
      bets: 10,
      amount: 20,
      maxPrize: 512.3,
      balance: 80,
    });
    answers["sitemsg/AppSPLotteryPageInfo"] = ok(withSp(M1, "SPF", "3", 1.7));
    await tap(screen.getByRole("button", { name: "按新赔率投注" }));
    expect(await screen.findByText("投注成功")).toBeTruthy();
    const [, second] = calls("lottery/bet_jc_create").map((r) => r.body);
    expect(JSON.parse(second!.legs!)[0].options).toEqual([{ code: "3", sp: 1.7 }]);
    expect(second!.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.requestId).not.toBe(first.requestId);
    expect(screen.getByText("订单号 S20261122000001，投注金额 20.00元")).toBeTruthy();
    expect(screen.getByText("账户余额 80.00元")).toBeTruthy();
    expect(localStorage.getItem(perGameKey("reConfirmation", "jczq"))).toBeNull();
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "jczq"))!).picks).toEqual({});
    await tap(screen.getByRole("button", { name: "查看订单" }));
    expect(await screen.findByText("/orderDetails")).toBeTruthy();
  });

  it("shows a refusal and keeps the slip", async () => {
    await threeLegSlip();
    answers["lottery/bet_jc_create"] = { status: 1, msg: "余额不足，请先充值", models: null };
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await waitFor(() =>
      expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "余额不足，请先充值" })),
    );
    expect(screen.getByRole("button", { name: "确认投注" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^删除/ })).toHaveLength(3);
  });
});

/** The fixture with one SP changed (what the server offers after the odds moved). */
function withSp(matchId: string, playCode: string, code: string, sp: number) {
  return {
    ...jczqPageInfo,
    days: jczqPageInfo.days.map((day) => ({
      ...day,
      matches: day.matches.map((m) =>
        m.matchId !== matchId
          ? m
          : {
              ...m,
              plays: m.plays.map((p) =>
                p.play !== playCode
                  ? p
                  : { ...p, options: p.options.map((o) => (o.code === code ? { ...o, sp } : o)) },
              ),
            },
      ),
    })),
  };
}
