import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SportsMatchAdminView } from "@lottery/contract";
import { countCtzqBets, formatMoney } from "@lottery/rules";
import { chinaClock } from "../../../lib/china-time.ts";
import { perGameKey } from "../../../lib/storage.ts";
import { confirmPaymentOf, renderPage } from "#test/helpers.ts";
import { matchRow, spOf, tap, useSportsServer } from "#test/features/sports/fixtures.ts";
import CtzqPage from "./CtzqPage.tsx";

const { server, sports } = useSportsServer();

/** 传统足彩 issue 26110: 14 matches, kick-offs an hour apart. */
let issue: SportsMatchAdminView[];
let ids: string[];

beforeAll(async () => {
  issue = await sports.createCtzqIssue("26110");
  ids = issue.map((m) => m.matchId);
}, 120_000);

const option = (matchId: string, name: "胜" | "平" | "负") =>
  within(matchRow(matchId)).getByRole("button", { name: new RegExp(`^${name}`) });
const clock = (iso: string) => {
  const at = chinaClock(Date.parse(iso));
  return `${at.monthDay} ${at.time}`;
};
const status = () => screen.getByTestId("sp-ctzq-count").textContent;
const submitButton = () =>
  within(document.querySelector<HTMLElement>(".sp-ctzq-foot")!).getByRole("button", {
    name: "确认投注",
  }) as HTMLButtonElement;

async function openPage() {
  renderPage(<CtzqPage />, "/ctzq", ["/", "/orderDetails"]);
  await screen.findByText(issue[0]!.homeTeam);
}

/** Taps 胜 on the first `n` matches. */
async function pickWins(n: number) {
  for (const id of ids.slice(0, n)) await tap(option(id, "胜"));
}

/** The rules' count of picks given per listed match. */
function rules(play: "T14C" | "TR9", picks: string[][], multiple = 1, bankers: number[] = []) {
  const answer = countCtzqBets({ play, picks, bankers, multiple });
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}

describe("/ctzq", () => {
  it("lists the issue's 14 matches in order with 胜/平/负 and their reference SP", async () => {
    await server.login("ctview01");
    await openPage();
    expect(server.calls("sitemsg/AppSPLotteryPageInfo")[0]!.query.gameCode).toBe("ctzq");
    const rows = [...document.querySelectorAll<HTMLElement>("[data-match]")];
    expect(rows.map((r) => r.dataset.match)).toEqual(ids);
    // the issue closes with the sale of its first match
    expect(screen.getByText(`第26110期 ${clock(issue[0]!.closeAt)}截止`)).toBeTruthy();
    expect(
      within(matchRow(ids[0]!))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["3", "1", "0"].map((code, i) => `${"胜平负"[i]}${spOf(issue[0]!, "SPF", code).toFixed(2)}`));
    expect(within(matchRow(ids[0]!)).getByText(clock(issue[0]!.kickoffAt))).toBeTruthy();
    // 胜负彩 has no 胆
    expect(screen.queryAllByRole("button", { name: /^胆/ })).toHaveLength(0);
    expect(status()).toBe("已选0场，还差14场");
  });

  it("胜负彩: counts bets as the rules do once all 14 are picked, with the multiple, and keeps the picks", async () => {
    await server.login("ctview02");
    await openPage();
    await pickWins(13);
    expect(status()).toBe("已选13场，还差1场");
    expect(submitButton().disabled).toBe(true);
    await tap(option(ids[13]!, "平"));
    await tap(option(ids[0]!, "负"));
    await tap(option(ids[1]!, "平"));
    await tap(option(ids[1]!, "负"));
    const picks = ids.map((_, i) =>
      i === 0 ? ["3", "0"] : i === 1 ? ["3", "1", "0"] : i === 13 ? ["1"] : ["3"],
    );
    const one = rules("T14C", picks);
    expect(one.bets).toBe(6);
    expect(status()).toBe(`6注 1倍 共${formatMoney(one.costFen)}元`);
    const stepper = screen.getByRole("spinbutton");
    fireEvent.change(stepper, { target: { value: "5" } });
    fireEvent.blur(stepper);
    await waitFor(() => expect(status()).toBe(`6注 5倍 共${formatMoney(rules("T14C", picks, 5).costFen)}元`));
    expect(submitButton().disabled).toBe(false);
    // taken off again: short of one match
    await tap(option(ids[13]!, "平"));
    expect(status()).toBe("已选13场，还差1场");
    const record = JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "ctzq"))!);
    expect(record).toMatchObject({ play: "T14C", issue: "26110", bankers: [] });
    expect(record.picks[ids[1]!]).toEqual(["3", "1", "0"]);
    expect(JSON.parse(localStorage.getItem(perGameKey("confirmation", "ctzq"))!)).toEqual({ multiple: 5 });
  });

  it("任选九: needs 9 matches, counts with bankers as the rules do", async () => {
    await server.login("ctview03");
    await openPage();
    await tap(screen.getByRole("tab", { name: "任选九" }));
    await pickWins(8);
    expect(status()).toBe("已选8场，至少选择9场");
    await tap(option(ids[8]!, "胜"));
    await tap(option(ids[9]!, "胜"));
    // 10 matches with 胜, one of them with 胜+平
    await tap(option(ids[2]!, "平"));
    const picks = ids.map((_, i) => (i >= 10 ? [] : i === 2 ? ["3", "1"] : ["3"]));
    expect(status()).toBe(
      `${rules("TR9", picks).bets}注 1倍 共${formatMoney(rules("TR9", picks).costFen)}元`,
    );
    // 胆 only on picked matches
    expect(
      (within(matchRow(ids[12]!)).getByRole("button", { name: /^胆/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await tap(within(matchRow(ids[2]!)).getByRole("button", { name: /^胆/ }));
    await tap(within(matchRow(ids[5]!)).getByRole("button", { name: /^胆/ }));
    const withBankers = rules("TR9", picks, 1, [2, 5]);
    expect(status()).toBe(`${withBankers.bets}注 1倍 共${formatMoney(withBankers.costFen)}元`);
    // taking every option off a banker match drops its 胆
    await tap(option(ids[5]!, "胜"));
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "ctzq"))!).bankers).toEqual([ids[2]]);
  });

  it("places 胜负彩 and 任选九 through bet_jc_create in the CTZQ shape after confirmation", async () => {
    await server.login("ctbet001", 100);
    await openPage();
    await pickWins(14);
    await tap(option(ids[3]!, "平"));
    await tap(submitButton());
    await confirmPaymentOf("4.00", ["第26110期 胜负彩 2注 1倍"]);
    expect(await screen.findByText("投注成功")).toBeTruthy();
    const body = server.calls("lottery/bet_jc_create")[0]!.body;
    expect(body).toMatchObject({ gameCode: "ctzq", passTypes: "T14C", multiple: "1" });
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(body.legs!)).toEqual(
      ids.map((matchId, i) => ({
        matchId,
        options: i === 3 ? [{ code: "3" }, { code: "1" }] : [{ code: "3" }],
        banker: false,
      })),
    );
    expect(screen.getByText(/^订单号 B\d+，投注金额 4\.00元$/)).toBeTruthy();
    expect(screen.getByText("账户余额 96.00元")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "ctzq"))!).picks).toEqual({});

    await tap(screen.getByRole("button", { name: "继续投注" }));
    await tap(screen.getByRole("tab", { name: "任选九" }));
    await pickWins(9);
    await tap(within(matchRow(ids[0]!)).getByRole("button", { name: /^胆/ }));
    await tap(submitButton());
    await confirmPaymentOf("2.00", ["第26110期 任选九 1注 1倍"]);
    await screen.findByText("投注成功");
    expect(screen.getByText("账户余额 94.00元")).toBeTruthy();
    const second = server.calls("lottery/bet_jc_create")[1]!.body;
    expect(second.passTypes).toBe("TR9");
    expect(JSON.parse(second.legs!)).toEqual(
      ids.slice(0, 9).map((matchId, i) => ({ matchId, options: [{ code: "3" }], banker: i === 0 })),
    );
    await tap(screen.getByRole("button", { name: "查看订单" }));
    expect(await screen.findByText("/orderDetails")).toBeTruthy();
  });

  it("offers the best red packet, which pays the stake first", async () => {
    const { userInfo } = await server.login("ctpacket1", 10);
    const granted = await server.setUp.operator("POST", "/loyalty/grant", {
      userId: userInfo.Mid,
      kind: "red_packet",
      amount: 3,
      reason: "测试红包",
      requestId: "ct-packet-grant-3",
    });
    expect(granted.status).toBe(0);
    await openPage();
    // no stake yet: nothing to pay, no switch
    expect(screen.queryByTestId("packet-switch")).toBeNull();
    await pickWins(14);
    await tap(option(ids[3]!, "平"));
    const packet = await screen.findByTestId("packet-switch");
    expect(packet.textContent).toBe("红包抵扣3.00元（3元红包）");
    await tap(submitButton());
    // 4 yuan: 3 from the packet, 1 from cash
    await confirmPaymentOf("1.00", ["第26110期 胜负彩 2注 1倍", "红包抵扣3.00元（3元红包）"]);
    expect(await screen.findByText("投注成功")).toBeTruthy();
    expect(server.calls("lottery/bet_jc_create")[0]!.body.packetId).toMatch(/^\d+$/);
    expect(screen.getByText("账户余额 9.00元")).toBeTruthy();
    // the packet is spent: the next ticket is offered none
    await tap(screen.getByRole("button", { name: "继续投注" }));
    await pickWins(14);
    await waitFor(() => expect(server.calls("UserCenter/QueryInventory").length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByTestId("packet-switch")).toBeNull());
  });

  it("drops picks of an earlier issue and stops the sale at the issue's close", async () => {
    localStorage.setItem(
      perGameKey("bettingRecord", "ctzq"),
      JSON.stringify({ play: "T14C", issue: "26109", picks: { "ctzq-26109-001": ["3"] }, bankers: [] }),
    );
    await server.login("ctview04");
    await openPage();
    // the page stays open past the issue's close (the phone's clock moves on), then redraws
    vi.spyOn(Date, "now").mockReturnValue(Date.parse(issue[0]!.closeAt) + 60_000);
    const stepper = screen.getByRole("spinbutton");
    fireEvent.change(stepper, { target: { value: "2" } });
    fireEvent.blur(stepper);
    expect(screen.getByText("本期已停止销售")).toBeTruthy();
    expect(option(ids[0]!, "胜")).toHaveProperty("disabled", true);
    await waitFor(() => expect(status()).toBe("已选0场，还差14场"));
    expect(JSON.parse(localStorage.getItem(perGameKey("bettingRecord", "ctzq"))!).issue).toBe("26110");
    expect(submitButton().disabled).toBe(true);
  });
});
