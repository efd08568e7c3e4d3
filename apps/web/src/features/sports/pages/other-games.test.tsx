import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SportsMatchAdminView } from "@lottery/contract";
import { allowedSportsPassTypes } from "@lottery/rules";
import { chinaClock } from "../../../lib/china-time.ts";
import { renderPage } from "#test/helpers.ts";
import { passTypeName } from "../logic/games.ts";
import { matchRow, optionOf, playOf, tap, useSportsServer } from "#test/features/sports/fixtures.ts";
import BjdcPage from "./BjdcPage.tsx";
import JclqPage from "./JclqPage.tsx";
import QwzqPage from "./QwzqPage.tsx";

const { server, sports } = useSportsServer();
const HOUR_MS = 3_600_000;

/** 竞彩篮球 with every play open for singles, 北京单场 issue 26046 of three matches, a 趣味足球 match. */
let jclq: SportsMatchAdminView;
let bjdc: SportsMatchAdminView[];
let qwzq: SportsMatchAdminView;

beforeAll(async () => {
  const now = Date.parse(await server.setUp.advanceClock(0));
  const kickoffAt = new Date(now + 3 * HOUR_MS);
  jclq = await sports.createMatch({
    gameCode: "jclq",
    leagueCode: "CBA",
    homeTeam: "辽宁本钢",
    awayTeam: "广东宏远",
    kickoffAt,
    lines: { RFSF: 4.5, DXF: 191.5 },
    singles: ["SF", "RFSF", "SFC", "DXF"],
  });
  bjdc = [];
  for (let i = 0; i < 3; i += 1) {
    bjdc.push(
      await sports.createMatch({
        gameCode: "bjdc",
        issue: "26046",
        kickoffAt: new Date(kickoffAt.getTime() + i * HOUR_MS),
      }),
    );
  }
  qwzq = await sports.createMatch({
    gameCode: "qwzq",
    homeTeam: "毕尔巴鄂",
    awayTeam: "皇家社会",
    kickoffAt,
  });
}, 60_000);

const passChips = () =>
  within(screen.getByLabelText("过关方式"))
    .getAllByRole("button")
    .map((c) => c.textContent);

describe("/jclq", () => {
  it("shows SF, RFSF and DXF inline with their lines, SFC in the panel, and singles where open", async () => {
    await server.login("ogjclq01");
    renderPage(<JclqPage />, "/jclq");
    expect(await screen.findByText("辽宁本钢")).toBeTruthy();
    expect(server.calls("sitemsg/AppSPLotteryPageInfo")[0]!.query.gameCode).toBe("jclq");
    const m1 = jclq.matchId;
    expect(within(playOf(m1, "RFSF")).getByText("+4.5")).toBeTruthy();
    expect(within(playOf(m1, "DXF")).getByText("191.5")).toBeTruthy();
    expect(optionOf(m1, "DXF", "大分")).toBeTruthy();
    // basketball lists the away team first, the home team marked
    expect(matchRow(m1).querySelector(".sp-teams")!.textContent).toBe("广东宏远VS辽宁本钢(主)");
    // 胜负 and 让分胜负 stand under the sides: the away side's win (主负) first; 大小分 keeps its order
    const names = (play: string) =>
      within(playOf(m1, play))
        .getAllByRole("button")
        .map((b) => b.querySelector(".sp-option-name")!.textContent);
    expect(names("SF")).toEqual(["主负", "主胜"]);
    expect(names("RFSF")).toEqual(["让分主负", "让分主胜"]);
    expect(names("DXF")).toEqual(["大分", "小分"]);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "混合过关",
      "胜负",
      "让分胜负",
      "胜分差",
      "大小分",
    ]);
    await tap(within(matchRow(m1)).getByRole("button", { name: "更多玩法" }));
    expect(within(playOf(m1, "SFC")).getAllByRole("button")).toHaveLength(12);
    await tap(optionOf(m1, "SFC", "主胜6-10"));
    expect(within(matchRow(m1)).getByRole("button", { name: "收起" })).toBeTruthy();
    await tap(optionOf(m1, "SF", "主胜"));
    await tap(screen.getByRole("button", { name: "选好了" }));
    // match 001 is open for singles on every play: 单关 is offered, one match is enough
    expect(passChips()).toEqual(["单关"]);
    expect(screen.getByTestId("sp-summary").textContent).toBe("2注 1倍 共4.00元");
    expect(document.querySelector(".sp-slip-teams")!.textContent).toBe(
      `${jclq.num} 广东宏远 VS 辽宁本钢(主)`,
    );
  });
});

describe("/bjdc", () => {
  it("shows the issue, single plays only, singles always and the pool-prize note", async () => {
    await server.login("ogbjdc01");
    renderPage(<BjdcPage />, "/bjdc");
    // the issue sells until its last match's sale closes
    const close = chinaClock(Math.max(...bjdc.map((m) => Date.parse(m.closeAt))));
    expect(await screen.findByText(`第26046期 ${close.monthDay} ${close.time}截止`)).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "让球胜平负",
      "总进球",
      "上下单双",
      "比分",
      "半全场",
    ]);
    const [a, b, c] = bjdc.map((m) => m.matchId) as [string, string, string];
    expect(within(playOf(a, "SPF")).getByText("-1")).toBeTruthy();
    await tap(optionOf(a, "SPF", "让胜"));
    await tap(optionOf(b, "SPF", "让平"));
    await tap(optionOf(c, "SPF", "让负"));
    await tap(optionOf(c, "SPF", "让胜"));
    await tap(screen.getByRole("button", { name: "选好了" }));
    const legs = [
      { matchId: a, play: "SPF", options: [{ code: "3" }] },
      { matchId: b, play: "SPF", options: [{ code: "1" }] },
      { matchId: c, play: "SPF", options: [{ code: "0" }, { code: "3" }] },
    ];
    const allowed = allowedSportsPassTypes("bjdc", legs);
    if (!allowed.ok) throw new Error("rules refused");
    expect(passChips()).toEqual(allowed.value.map(passTypeName));
    expect(passChips()).toContain("单关");
    expect(passChips()).toContain("3串7");
    expect(screen.getByText("奖金以开奖后的最终SP值为准")).toBeTruthy();
  });

  it("disables every option once the issue has stopped selling", async () => {
    await server.login("ogbjdc02");
    renderPage(<BjdcPage />, "/bjdc");
    await screen.findByText(/^第26046期/);
    // the page stays open past the issue's close (the phone's clock moves on), then redraws
    const afterClose = Math.max(...bjdc.map((m) => Date.parse(m.closeAt))) + 60_000;
    vi.spyOn(Date, "now").mockReturnValue(afterClose);
    await tap(screen.getByRole("tab", { name: "总进球" }));
    expect(await screen.findByText("本期已停止销售")).toBeTruthy();
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(".sp-option")];
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((button) => button.disabled)).toBe(true);
  });
});

describe("/qwzq", () => {
  it("has the 趣味 plays: RQSF and DXQ in the HH panel, EXY on its own tab", async () => {
    await server.login("ogqwzq01");
    renderPage(<QwzqPage />, "/qwzq");
    expect(await screen.findByText("毕尔巴鄂")).toBeTruthy();
    const m1 = qwzq.matchId;
    await tap(within(matchRow(m1)).getByRole("button", { name: "更多玩法" }));
    expect(within(matchRow(m1)).getByText("让球胜负")).toBeTruthy();
    expect(within(playOf(m1, "RQSF")).getByText("-0.5")).toBeTruthy();
    expect(within(playOf(m1, "DXQ")).getByText("2.5")).toBeTruthy();
    await tap(screen.getByRole("tab", { name: "二选一" }));
    expect(
      within(playOf(m1, "EXY"))
        .getAllByRole("button")
        .map((x) => x.querySelector(".sp-option-name")?.textContent),
    ).toEqual(["主胜", "客不败"]);
  });
});
