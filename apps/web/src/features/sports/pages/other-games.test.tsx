import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { allowedSportsPassTypes } from "@lottery/rules";
import { ok, renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import { passTypeName } from "../logic/games.ts";
import { resetSlipStores } from "../logic/slip-store.ts";
import { bjdcPageInfo, jclqPageInfo, qwzqPageInfo } from "../test-fixtures.ts";
import BjdcPage from "./BjdcPage.tsx";
import JclqPage from "./JclqPage.tsx";
import QwzqPage from "./QwzqPage.tsx";

let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);

beforeEach(() => {
  resetSlipStores();
  answers = {};
});

const row = (matchId: string) => document.querySelector<HTMLElement>(`[data-match="${matchId}"]`)!;
const play = (matchId: string, code: string) =>
  row(matchId).querySelector<HTMLElement>(`[data-play="${code}"]`)!;
const option = (matchId: string, code: string, name: string) =>
  within(play(matchId, code)).getByRole("button", { name: new RegExp(`^${name}`) });
const tap = (el: HTMLElement) => act(async () => fireEvent.click(el));
const passChips = () =>
  within(screen.getByLabelText("过关方式"))
    .getAllByRole("button")
    .map((c) => c.textContent);

describe("/jclq", () => {
  it("shows SF, RFSF and DXF inline with their lines, SFC in the panel, and singles where open", async () => {
    answers["sitemsg/AppSPLotteryPageInfo"] = ok(jclqPageInfo);
    renderPage(<JclqPage />, "/jclq");
    expect(await screen.findByText("辽宁本钢")).toBeTruthy();
    expect(calls("sitemsg/AppSPLotteryPageInfo")[0]!.query.gameCode).toBe("jclq");
    const m1 = "jclq-20261122-001";
    expect(within(play(m1, "RFSF")).getByText("+4.5")).toBeTruthy();
    expect(within(play(m1, "DXF")).getByText("191.5")).toBeTruthy();
    expect(option(m1, "DXF", "大分")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "混合过关",
      "胜负",
      "让分胜负",
      "胜分差",
      "大小分",
    ]);
    await tap(within(row(m1)).getByRole("button", { name: "更多玩法" }));
    expect(within(play(m1, "SFC")).getAllByRole("button")).toHaveLength(12);
    await tap(option(m1, "SFC", "主胜6-10"));
    expect(within(row(m1)).getByRole("button", { name: "收起" })).toBeTruthy();
    await tap(option(m1, "SF", "主胜"));
    await tap(screen.getByRole("button", { name: "选好了" }));
    // match 001 is open for singles on every play: 单关 is offered, one match is enough
    expect(passChips()).toEqual(["单关"]);
    expect(screen.getByTestId("sp-summary").textContent).toBe("2注 1倍 共4.00元");
  });
});

describe("/bjdc", () => {
  it("shows the issue, single plays only, singles always and the pool-prize note", async () => {
    answers["sitemsg/AppSPLotteryPageInfo"] = ok(bjdcPageInfo);
    renderPage(<BjdcPage />, "/bjdc");
    expect(await screen.findByText("第26046期 11-23 01:50截止")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "让球胜平负",
      "总进球",
      "上下单双",
      "比分",
      "半全场",
    ]);
    const [a, b, c] = bjdcPageInfo.days[0]!.matches.map((m) => m.matchId) as [string, string, string];
    expect(within(play(a, "SPF")).getByText("-1")).toBeTruthy();
    await tap(option(a, "SPF", "让胜"));
    await tap(option(b, "SPF", "让平"));
    await tap(option(c, "SPF", "让负"));
    await tap(option(c, "SPF", "让胜"));
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

  it("disables every option when the issue has stopped selling", async () => {
    answers["sitemsg/AppSPLotteryPageInfo"] = ok({
      ...bjdcPageInfo,
      issue: { ...bjdcPageInfo.issue!, status: "closed" },
    });
    renderPage(<BjdcPage />, "/bjdc");
    expect(await screen.findByText("本期已停止销售")).toBeTruthy();
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(".sp-option")];
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((button) => button.disabled)).toBe(true);
  });
});

describe("/qwzq", () => {
  it("has the 趣味 plays: RQSF and DXQ in the HH panel, EXY on its own tab", async () => {
    answers["sitemsg/AppSPLotteryPageInfo"] = ok(qwzqPageInfo);
    renderPage(<QwzqPage />, "/qwzq");
    expect(await screen.findByText("毕尔巴鄂")).toBeTruthy();
    const m1 = "qwzq-20261122-001";
    await tap(within(row(m1)).getByRole("button", { name: "更多玩法" }));
    expect(within(row(m1)).getByText("让球胜负")).toBeTruthy();
    expect(within(play(m1, "RQSF")).getByText("-0.5")).toBeTruthy();
    expect(within(play(m1, "DXQ")).getByText("2.5")).toBeTruthy();
    await tap(screen.getByRole("tab", { name: "二选一" }));
    expect(
      within(play(m1, "EXY"))
        .getAllByRole("button")
        .map((x) => x.querySelector(".sp-option-name")?.textContent),
    ).toEqual(["主胜", "客不败"]);
  });
});
