// The 跟单 routes as the app composes them (the release page with the sports legs view, 投注记录 with
// the 发单 and 跟单 tabs) against the real server.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AuthModels,
  BetJcReleaseModels,
  FollowOrderRecord,
  Paged,
  ReleaseDetail,
  SportsMatchAdminView,
} from "@lottery/contract";
import { followCommission, formatMoney } from "@lottery/rules";
import { queryClient } from "../../lib/query-client.ts";
import { post, request } from "../../lib/request.ts";
import { startSession } from "../../lib/session.ts";
import { confirmPaymentOf, renderPage, resetAfterPageTest } from "#test/helpers.ts";
import { spOf, tap, useSportsServer } from "#test/features/sports/fixtures.ts";
import FollowOrderDetailRoute from "./FollowOrderDetailRoute.tsx";
import BetRecordRoute from "./BetRecordRoute.tsx";
import OrderDetailsRoute from "./OrderDetailsRoute.tsx";
import FollowOrderPage from "../../features/follow/pages/FollowOrderPage.tsx";
import FollowOrderRankPage from "../../features/follow/pages/FollowOrderRankPage.tsx";

const { server, sports } = useSportsServer();
const HOUR_MS = 3_600_000;

let m1: SportsMatchAdminView;
let m2: SportsMatchAdminView;
let releaser: AuthModels;
/** The release followed in the records test (settled by the rank test's results). */
let recordRelease = "";
let recordFollower: AuthModels;

beforeAll(async () => {
  const now = Date.parse(await server.setUp.advanceClock(0));
  const kickoffAt = new Date(now + 3 * HOUR_MS);
  m1 = await sports.createMatch({
    gameCode: "jczq",
    homeTeam: "马德里竞技",
    awayTeam: "瓦伦西亚",
    kickoffAt,
  });
  m2 = await sports.createMatch({ gameCode: "jczq", homeTeam: "多特蒙德", awayTeam: "勒沃库森", kickoffAt });
  releaser = await server.setUp.player("fdreleaser", 500);
}, 60_000);

let nextRequest = 0;

/** The releaser releases m1 胜 × m2 平 (2串1) at `multiple` with these terms (API.md §9). */
async function release(terms: {
  commissionPercent: number;
  privacy?: 0 | 2;
  pitch?: string;
  multiple?: number;
}) {
  startSession(releaser);
  const legs = [
    { matchId: m1.matchId, play: "SPF", options: [{ code: "3", sp: spOf(m1, "SPF", "3") }], banker: false },
    { matchId: m2.matchId, play: "SPF", options: [{ code: "1", sp: spOf(m2, "SPF", "1") }], banker: false },
  ];
  const placed = await post<BetJcReleaseModels>("lottery/bet_jc_create", {
    gameCode: "jczq",
    passTypes: "2_1",
    legs: JSON.stringify(legs),
    multiple: terms.multiple ?? 2,
    release: 1,
    commissionPercent: terms.commissionPercent,
    privacy: terms.privacy ?? 0,
    pitch: terms.pitch,
    requestId: `fd-release-${++nextRequest}-${Date.now()}`,
  });
  expect(placed.releaseId).toMatch(/^F\d{18}$/);
  return placed.releaseId!;
}

/** The rank page under its route pattern (the type is a path parameter). */
function renderRank(url: string) {
  const router = createMemoryRouter([{ path: "/followOrderRank/:type", element: <FollowOrderRankPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const fenOf = (yuan: number) => Math.round(yuan * 100);

const detailUrl = (releaseId: string, follow = false) =>
  `/followOrderDetail?releaseId=${releaseId}${follow ? "&follow=1" : ""}`;

/** Sets the follow sheet's multiple box to `n` (typed, then left). */
function typeMultiple(n: number) {
  const box = within(screen.getByTestId("follow-sheet")).getByRole("spinbutton");
  fireEvent.change(box, { target: { value: String(n) } });
  fireEvent.blur(box);
}

describe("/followOrder (跟单大厅)", () => {
  it("lists a recommended release with its releaser, pitch, commission, followers and close; 跟单 opens it with the sheet", async () => {
    const releaseId = await release({ commissionPercent: 6, pitch: "大厅里的方案" });
    await server.login("fdlobby1", 50);
    const router = renderPage(<FollowOrderPage />, "/followOrder", ["/", "/followOrderDetail"]);
    const card = await waitFor(() => {
      const found = screen
        .getAllByTestId("release-card")
        .find((c) => c.getAttribute("data-release") === releaseId);
      expect(found).toBeTruthy();
      return found!;
    });
    expect(card.textContent).toContain("大厅里的方案");
    expect(card.textContent).toContain("6%");
    expect(card.textContent).toContain("竞彩足球 发单");
    expect(card.textContent).toContain("截止");
    expect(server.calls("order/queryFDRecommend")).toHaveLength(1);
    await tap(within(card).getByRole("button", { name: "跟单" }));
    expect(await screen.findByText("/followOrderDetail")).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      releaseId,
      follow: "1",
    });
  });

  it("reads the experts' and the followed players' releases on their tabs", async () => {
    await server.login("fdlobby2", 0);
    renderPage(<FollowOrderPage />, "/followOrder?tab=expert");
    await waitFor(() => expect(server.calls("order/QueryOKamiReleaseOrderList")).toHaveLength(1));
    await tap(screen.getByRole("tab", { name: "关注" }));
    await waitFor(() => expect(server.calls("order/QueryAttentionUserFollowOrderList")).toHaveLength(1));
    expect(await screen.findByText("您关注的用户暂无可跟的方案")).toBeTruthy();
  });
});

describe("/followOrderDetail (a release)", () => {
  it("follows at a whole multiple, charging exactly the cost shown, and opens the follower's order", async () => {
    const releaseId = await release({ commissionPercent: 5, pitch: "跟我" });
    const { userInfo } = await server.login("fdfollow1", 100);
    const router = renderPage(<FollowOrderDetailRoute />, detailUrl(releaseId), ["/", "/orderDetails"]);
    // the ticket (visible now), the terms and no followers yet
    expect(await screen.findByText("马德里竞技")).toBeTruthy();
    const figures = screen.getByTestId("release-figures").textContent;
    expect(figures).toContain("5%");
    expect(figures).toContain("跟我");
    expect(await screen.findByText("暂无跟单")).toBeTruthy();
    // the ticket's best prize at the releaser's multiple, as the server prices one unit
    const detail = await request<ReleaseDetail>("order/queryReleaseDetailInfo", { releaseId });
    const maxFen = fenOf(detail.unitMaxPrize!) * detail.multiple;
    expect(maxFen).toBeGreaterThan(0);
    expect(screen.getByTestId("sp-order").textContent).toContain(`最高奖金${formatMoney(maxFen)}元`);

    await tap(screen.getByRole("button", { name: "跟单" }));
    expect(screen.getByTestId("follow-sheet").textContent).toContain("1注，每倍2.00元");
    typeMultiple(3);
    await waitFor(() => expect(screen.getByTestId("follow-cost").textContent).toBe("共需支付 6.00 元"));
    await tap(screen.getByRole("button", { name: "确认跟单 6.00元" }));
    await confirmPaymentOf("6.00", ["跟单 1注 3倍"]);
    expect(await screen.findByText("/orderDetails")).toBeTruthy();

    const sent = server.calls("Lottery/Bet_JC_Follow");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ releaseId, multiple: "3" });
    expect(sent[0]!.body.acceptOdds).toBeUndefined();
    expect(sent[0]!.body.requestId).toMatch(/^[0-9a-f]{32}$/);
    const orderId = new URLSearchParams(router.state.location.search).get("orderId");
    expect(orderId).toMatch(/^B\d+$/);
    expect(userInfo.Mid).toBeGreaterThan(0);
  });

  it("shows the followers and their stakes on the release", async () => {
    const releaseId = await release({ commissionPercent: 5 });
    await server.login("fdfollow2", 100);
    await post("Lottery/Bet_JC_Follow", { releaseId, multiple: 4, requestId: `fd-follow2-${Date.now()}` });
    renderPage(<FollowOrderDetailRoute />, detailUrl(releaseId));
    const row = await screen.findByTestId("release-follower");
    expect(row.textContent).toContain("8.00元 4倍");
    expect(row.textContent).toContain("待开奖");
    expect(screen.getByTestId("release-figures").textContent).toContain("1人跟单 共8.00元");
  });

  it("asks to accept moved odds (status 8) and follows again with acceptOdds=1", async () => {
    const releaseId = await release({ commissionPercent: 3 });
    await server.login("fdodds1", 100);
    renderPage(<FollowOrderDetailRoute />, detailUrl(releaseId, true), ["/", "/orderDetails"]);
    await screen.findByTestId("follow-sheet");
    const moved = await sports.changeOddsCall(m1.matchId, { SPF: { "3": 1.33 } });
    expect(moved.status).toBe(0);
    m1 = moved.models!;
    await tap(screen.getByRole("button", { name: "确认跟单 2.00元" }));
    await confirmPaymentOf("2.00");
    const dialog = await screen.findByTestId("follow-odds");
    expect(dialog.textContent).toContain("胜平负 胜：1.33");
    expect(server.calls("Lottery/Bet_JC_Follow")).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "按新赔率跟单" })));
    expect(await screen.findByText("/orderDetails")).toBeTruthy();
    const [first, second] = server.calls("Lottery/Bet_JC_Follow").map((r) => r.body);
    expect(first!.acceptOdds).toBeUndefined();
    expect(second).toMatchObject({ releaseId, multiple: "1", acceptOdds: "1" });
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it("hides the ticket from others until sale closes when the releaser says so", async () => {
    const releaseId = await release({ commissionPercent: 2, privacy: 2 });
    await server.login("fdhidden1", 10);
    renderPage(<FollowOrderDetailRoute />, detailUrl(releaseId));
    expect(await screen.findByTestId("release-hidden")).toBeTruthy();
    expect(screen.queryByText("马德里竞技")).toBeNull();
    expect(screen.getByTestId("release-figures").textContent).toContain("截止后公开");
  });

  it("shows the releaser their own release without the 跟单 bar", async () => {
    const releaseId = await release({ commissionPercent: 4 });
    startSession(releaser);
    renderPage(<FollowOrderDetailRoute />, detailUrl(releaseId, true));
    expect(await screen.findByText("这是您发起的方案")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "跟单" })).toBeNull();
    expect(screen.queryByTestId("follow-sheet")).toBeNull();
  });
});

describe("/betRecord 发单 and 跟单", () => {
  it("lists my releases and my follows on their tabs", async () => {
    const releaseId = await release({ commissionPercent: 7, multiple: 1 });
    recordRelease = releaseId;
    recordFollower = await server.login("fdrecord1", 100);
    await post("Lottery/Bet_JC_Follow", { releaseId, multiple: 2, requestId: `fd-record1-${Date.now()}` });
    renderPage(<BetRecordRoute />, "/betRecord?tab=follow");
    const follow = await screen.findByTestId("follow-record");
    expect(follow.textContent).toContain("4.00元 2倍");
    expect(follow.textContent).toContain("7%");
    expect(follow.textContent).toContain("待开奖");

    startSession(releaser);
    await tap(screen.getByRole("tab", { name: "发单" }));
    await waitFor(() =>
      expect(server.calls("order/QueryUserHomePageOrderList_FD").length).toBeGreaterThan(0),
    );
    const rows = await screen.findAllByTestId("release-record");
    expect(rows[0]!.textContent).toContain("1人跟单 共4.00元");
  });
});

describe("/followOrderRank/{type}", () => {
  it("shows the formulas and, once releases settle, the releaser with hit rate, return and 连红", async () => {
    await release({ commissionPercent: 5, multiple: 1 });
    await sports.finishMatch(m1, { halfScore: "1:0", fullScore: "2:0" });
    await sports.finishMatch(m2, { halfScore: "0:0", fullScore: "1:1" });
    await server.login("fdrank1", 0);
    renderRank("/followOrderRank/streak");
    expect((await screen.findByTestId("rank-formulas")).textContent).toContain("命中率 = ");
    const row = await screen.findByTestId("rank-row");
    expect(row.textContent).toContain("连红");
    expect(row.textContent).toContain("命中 100.00%");
    expect(server.calls("order/QueryFollowOrderRank")[0]!.query).toMatchObject({ type: "streak" });
  });
});

describe("after settlement", () => {
  it("shows the follower the prize and the commission paid, and the releaser the commission earned", async () => {
    // the rank test entered both results: every release (m1 胜, m2 平) won
    startSession(recordFollower);
    const mine = await request<Paged<FollowOrderRecord>>("order/QueryFollowOrderList", {});
    const record = mine.list.find((r) => r.releaseId === recordRelease)!;
    expect(record.status).toBe("won");
    const { commissionFen } = followCommission(fenOf(record.prize), fenOf(record.amount), 7, 0);
    expect(commissionFen).toBeGreaterThan(0);
    expect(fenOf(record.commission)).toBe(commissionFen);

    renderPage(<BetRecordRoute />, "/betRecord?tab=follow");
    const row = await screen.findByTestId("follow-record");
    expect(row.textContent).toContain("已中奖");
    expect(row.textContent).toContain(`奖金${formatMoney(fenOf(record.prize))}元`);
    expect(row.textContent).toContain(`支付佣金${formatMoney(commissionFen)}元`);
    resetAfterPageTest();

    // the follower's order says what its prize paid the releaser, and leads to the release
    startSession(recordFollower);
    renderPage(<OrderDetailsRoute />, `/orderDetails?orderId=${record.orderId}`);
    const paid = await screen.findByTestId("order-follow");
    expect(paid.textContent).toContain(`跟单佣金${formatMoney(commissionFen)}元`);
    expect(within(paid).getByRole("link", { name: "查看发单" }).getAttribute("href")).toBe(
      `/followOrderDetail?releaseId=${recordRelease}`,
    );
    resetAfterPageTest();

    startSession(releaser);
    renderPage(<FollowOrderDetailRoute />, detailUrl(recordRelease));
    const figures = await screen.findByTestId("release-figures");
    await waitFor(() => expect(figures.textContent).toContain(`已得佣金${formatMoney(commissionFen)}`));
    const follower1 = await screen.findByTestId("release-follower");
    expect(follower1.textContent).toContain(`支付佣金${formatMoney(commissionFen)}元`);
  });
});
