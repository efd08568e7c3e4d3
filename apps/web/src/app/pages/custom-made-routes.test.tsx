// 定制跟单 (/customMade) against the real server: add from the lobby, the job following a new release,
// change, stop with the reserve returned; the 定制跟单 entry on a release's page.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AuthModels,
  BetJcReleaseModels,
  BetTogetherModels,
  SchemeDetail,
  FollowRule,
  Paged,
  SportsMatchAdminView,
  UserInfo,
} from "@lottery/contract";
import { post, request } from "../../lib/request.ts";
import { startSession } from "../../lib/session.ts";
import { confirmPaymentOf, renderPage, resetAfterPageTest } from "#test/helpers.ts";
import { serverTestModule } from "#test/real-server.ts";
import { spOf, tap, useSportsServer } from "#test/features/sports/fixtures.ts";
import FollowOrderDetailRoute from "./FollowOrderDetailRoute.tsx";
import CustomMadePage from "../../features/follow/pages/CustomMadePage.tsx";
import FollowOrderPage from "../../features/follow/pages/FollowOrderPage.tsx";
import TogetherOrderPage from "../../features/together/pages/TogetherOrderPage.tsx";

const { server, sports } = useSportsServer();
const job = server.ops<typeof import("@lottery/server/test/follow-rule-fixtures.ts")>(
  serverTestModule("follow-rule-fixtures.ts"),
);
const HOUR_MS = 3_600_000;

let m1: SportsMatchAdminView;
let m2: SportsMatchAdminView;
let releaser: AuthModels;
let nextRequest = 0;

beforeAll(async () => {
  const now = Date.parse(await server.setUp.advanceClock(0));
  const kickoffAt = new Date(now + 3 * HOUR_MS);
  m1 = await sports.createMatch({ gameCode: "jczq", homeTeam: "国际米兰", awayTeam: "AC米兰", kickoffAt });
  m2 = await sports.createMatch({ gameCode: "jczq", homeTeam: "罗马", awayTeam: "拉齐奥", kickoffAt });
  releaser = await server.setUp.player("cmreleaser", 500);
}, 60_000);

/** The releaser releases m1 胜 × m2 平 (2串1, 2 yuan a multiple) at `multiple`. */
async function release(multiple = 1): Promise<string> {
  startSession(releaser);
  const legs = [
    { matchId: m1.matchId, play: "SPF", options: [{ code: "3", sp: spOf(m1, "SPF", "3") }], banker: false },
    { matchId: m2.matchId, play: "SPF", options: [{ code: "1", sp: spOf(m2, "SPF", "1") }], banker: false },
  ];
  const placed = await post<BetJcReleaseModels>("lottery/bet_jc_create", {
    gameCode: "jczq",
    passTypes: "2_1",
    legs: JSON.stringify(legs),
    multiple,
    release: 1,
    commissionPercent: 5,
    requestId: `cm-release-${++nextRequest}-${Date.now()}`,
  });
  return placed.releaseId!;
}

/** The releaser, as an initiator, starts m1 胜 × m2 平 × 10 as a 20-share scheme buying 4; answers its number. */
async function startScheme(): Promise<string> {
  startSession(releaser);
  const legs = [
    { matchId: m1.matchId, play: "SPF", options: [{ code: "3", sp: spOf(m1, "SPF", "3") }], banker: false },
    { matchId: m2.matchId, play: "SPF", options: [{ code: "1", sp: spOf(m2, "SPF", "1") }], banker: false },
  ];
  const started = await post<BetTogetherModels>("lottery/bet_together", {
    gameCode: "jczq",
    passTypes: "2_1",
    legs: JSON.stringify(legs),
    multiple: 10,
    buyShares: 4,
    guaranteeShares: 0,
    commissionPercent: 0,
    privacy: 0,
    requestId: `cm-scheme-${++nextRequest}-${Date.now()}`,
  });
  return started.schemeId;
}

const balance = async () => (await request<UserInfo>("account/userinfo")).Balance;
const myRules = async () =>
  (await request<Paged<FollowRule>>("order/queryReleaseOrderFollowRuleList", {})).list;

/** Sets a whole-number box of the rule sheet (by its label) to `n`: typed, then left. */
function typeBox(label: string, n: number) {
  const field = within(screen.getByTestId("rule-sheet"))
    .getByText(label)
    .closest(".count-field") as HTMLElement;
  const box = within(field).getByRole("spinbutton");
  fireEvent.change(box, { target: { value: String(n) } });
  fireEvent.blur(box);
}

const card = () => screen.findByTestId("rule-card");

describe("/customMade (定制跟单)", () => {
  it("opens 定制跟单 on a lobby card's releaser", async () => {
    await release();
    await server.login("cmfan1", 100);
    const router = renderPage(<FollowOrderPage />, "/followOrder", ["/", "/customMade"]);
    const lobbyCard = (await screen.findAllByTestId("release-card"))[0]!;
    await tap(within(lobbyCard).getByRole("button", { name: "定制跟单" }));
    expect(await screen.findByText("/customMade")).toBeTruthy();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get("mid")).toBe(String(releaser.userInfo.Mid));
  });

  it("adds a prepaid fixed rule, shows it, follows, changes and stops it", async () => {
    const fan = await server.login("cmfan2", 100);
    const mid = releaser.userInfo.Mid;
    renderPage(<CustomMadePage />, `/customMade?mid=${mid}&name=${encodeURIComponent("发单人甲")}`);
    const sheet = await screen.findByTestId("rule-sheet");
    expect(sheet.textContent).toContain("定制跟单 发单人甲");
    typeBox("每次金额", 6);
    typeBox("次数", 3);
    await waitFor(() => expect(screen.getByTestId("rule-charge").textContent).toBe("现在冻结 18.00 元"));
    await tap(within(sheet).getByRole("button", { name: "确认定制" }));
    await confirmPaymentOf("18.00", ["每次最多6.00元 × 3次"]);
    const added = await card();
    expect(added.textContent).toContain("每次6元");
    expect(added.textContent).toContain("已跟0次 / 共3次");
    expect(added.textContent).toContain("预付冻结");
    expect(added.textContent).toContain("18.00元");
    expect(added.textContent).toContain("跟单中");
    const sent = server.calls("order/editReleaseOrderFollowRule")[0]!;
    expect(sent.query).toMatchObject({
      releaserMid: String(mid),
      followType: "0",
      amount: "6",
      times: "3",
      payType: "0",
    });
    expect(sent.query.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(await balance()).toBe(82);
    resetAfterPageTest();

    // The releaser releases 4 yuan (2 multiples); the job buys 3 multiples = 6 yuan for the fan.
    await release(2);
    expect(await job.runFollowJob()).toBeGreaterThan(0);
    startSession(fan);
    const [used] = await myRules();
    expect(used).toMatchObject({ usedTimes: 1, frozen: 12 });
    expect(await balance()).toBe(82);

    // 修改: two times of 5 yuan; the old reserve returns and the new one (10) is frozen.
    renderPage(<CustomMadePage />, "/customMade");
    await waitFor(async () => expect((await card()).textContent).toContain("已跟1次 / 共3次 剩余2次"));
    await tap(within(await card()).getByRole("button", { name: "修改" }));
    typeBox("每次金额", 5);
    typeBox("次数", 2);
    await waitFor(() => expect(screen.getByTestId("rule-charge").textContent).toBe("现在冻结 10.00 元"));
    await tap(screen.getByRole("button", { name: "确认修改" }));
    await confirmPaymentOf("10.00");
    await waitFor(async () => expect((await card()).textContent).toContain("每次5元"));
    expect(await balance()).toBe(84);

    // 停止: the confirmation names the reserve, which returns at once.
    await tap(within(await card()).getByRole("button", { name: "停止" }));
    const asked = (await screen.findByTestId("rule-stop-confirm")).closest(".adm-center-popup-wrap")!;
    expect(asked.textContent).toContain("冻结的10.00元将立即退回余额");
    await act(async () =>
      fireEvent.click(within(asked as HTMLElement).getByRole("button", { name: "确定" })),
    );
    await waitFor(async () => expect((await card()).textContent).toContain("已停止"));
    expect(within(await card()).queryByRole("button", { name: "停止" })).toBeNull();
    expect(server.calls("order/editReleaseOrderFollowRule").at(-1)!.query).toMatchObject({ stop: "1" });
    expect(await balance()).toBe(94);
  });

  it("opens my running rule on a releaser for new terms instead of a second rule", async () => {
    await server.login("cmfan3", 50);
    await request("order/editReleaseOrderFollowRule", {
      releaserMid: releaser.userInfo.Mid,
      followType: 1,
      percent: 20,
      maxAmount: 8,
      times: 2,
      payType: 1,
      requestId: `cm-direct-${Date.now()}`,
    });
    renderPage(<CustomMadePage />, `/customMade?mid=${releaser.userInfo.Mid}&name=x`);
    const sheet = await screen.findByTestId("rule-sheet");
    expect(sheet.textContent).toContain("修改定制");
    expect(screen.getByTestId("rule-charge").textContent).toBe("发单时从余额扣款，每次最多 8.00 元");
    const shown = await card();
    expect(shown.textContent).toContain("方案金额的20%，每次最多8元");
    expect(shown.textContent).toContain("实时扣款");
  });

  it("shows 定制跟单 by the releaser on another's release, not on one's own", async () => {
    const releaseId = await release();
    renderPage(<FollowOrderDetailRoute />, `/followOrderDetail?releaseId=${releaseId}`);
    await screen.findByText("这是您发起的方案");
    expect(screen.queryByRole("link", { name: "定制跟单" })).toBeNull();
    resetAfterPageTest();
    await server.login("cmfan4", 0);
    renderPage(<FollowOrderDetailRoute />, `/followOrderDetail?releaseId=${releaseId}`);
    const link = await screen.findByRole("link", { name: "定制跟单" });
    expect(link.getAttribute("href")).toContain(`/customMade?mid=${releaser.userInfo.Mid}`);
  });
});

describe("/customMade for a group-purchase initiator (hm/addfollowerrule)", () => {
  it("goes from a scheme's 定制跟单 to a scheme rule, which joins the initiator's next scheme", async () => {
    const first = await startScheme();
    const fan = await server.login("cmhmfan", 100);
    const router = renderPage(<TogetherOrderPage />, `/togetherOrder?schemeId=${first}`, [
      "/",
      "/customMade",
    ]);
    await tap(await screen.findByTestId("scheme-custom-follow"));
    expect(await screen.findByText("/customMade")).toBeTruthy();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get("kind")).toBe("scheme");
    expect(query.get("mid")).toBe(String(releaser.userInfo.Mid));
    resetAfterPageTest();

    startSession(fan);
    renderPage(<CustomMadePage />, `/customMade?${query.toString()}`);
    const sheet = await screen.findByTestId("rule-sheet");
    expect(screen.getByTestId("rule-sheet-kind").textContent).toBe("跟单对象：发起人的每个合买方案");
    typeBox("每次金额", 5);
    typeBox("次数", 2);
    await waitFor(() => expect(screen.getByTestId("rule-charge").textContent).toBe("现在冻结 10.00 元"));
    await tap(within(sheet).getByRole("button", { name: "确认定制" }));
    await confirmPaymentOf("10.00", ["每次最多5.00元 × 2次"]);
    const added = await card();
    expect(within(added).getByTestId("rule-kind").textContent).toBe("合买");
    expect(server.calls("hm/addfollowerrule")[0]!.query).toMatchObject({
      initiatorMid: String(releaser.userInfo.Mid),
      amount: "5",
      times: "2",
      payType: "0",
    });
    expect(server.calls("order/editReleaseOrderFollowRule")).toHaveLength(0);
    expect(await balance()).toBe(90);
    resetAfterPageTest();

    // The initiator's next scheme: the job buys 5 of its shares for the fan, once.
    const next = await startScheme();
    expect(await job.runFollowJob()).toBeGreaterThan(0);
    await job.runFollowJob();
    startSession(fan);
    expect((await request<SchemeDetail>("hm/detail", { schemeId: next })).myShares).toBe(5);
    expect((await request<SchemeDetail>("hm/detail", { schemeId: first })).myShares).toBe(0);
    expect(await balance()).toBe(90);
    const [rule] = await myRules();
    expect(rule).toMatchObject({ kind: "scheme", usedTimes: 1, frozen: 5 });
  });
});
