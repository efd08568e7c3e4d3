import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { SchemeDetail, SportsMatchAdminView } from "@lottery/contract";
import { minBuyShares } from "@lottery/rules";
import { request } from "../../../lib/request.ts";
import { confirmPaymentOf, renderPage } from "#test/helpers.ts";
import { optionOf, spOf, tap, useSportsServer } from "#test/features/sports/fixtures.ts";
import JczqPage from "./JczqPage.tsx";

const { server, sports } = useSportsServer();
const HOUR_MS = 3_600_000;

let m1: SportsMatchAdminView;
let m2: SportsMatchAdminView;

beforeAll(async () => {
  const now = Date.parse(await server.setUp.advanceClock(0));
  const kickoffAt = new Date(now + 3 * HOUR_MS);
  m1 = await sports.createMatch({
    gameCode: "jczq",
    homeTeam: "巴塞罗那",
    awayTeam: "皇家马德里",
    kickoffAt,
  });
  m2 = await sports.createMatch({ gameCode: "jczq", homeTeam: "利物浦", awayTeam: "曼城", kickoffAt });
}, 60_000);

describe("/jczq slip: 发起合买", () => {
  it("starts the slip's ticket as a scheme on the server (no red packet) and opens its page", async () => {
    const { userInfo } = await server.login("jctogether1", 100);
    // a usable red packet: the slip offers it, a scheme never takes it
    const granted = await server.setUp.operator("POST", "/loyalty/grant", {
      userId: userInfo.Mid,
      kind: "red_packet",
      amount: 5,
      reason: "测试红包",
      requestId: "jc-together-packet-5",
    });
    expect(granted.status).toBe(0);
    const router = renderPage(<JczqPage />, "/jczq", ["/", "/togetherOrder"]);
    await screen.findByText("巴塞罗那");
    await tap(optionOf(m1.matchId, "SPF", "胜"));
    await tap(optionOf(m2.matchId, "SPF", "平"));
    await tap(screen.getByRole("button", { name: "选好了" }));
    await screen.findByText("投注确认");
    // 2串1 × 10 = 20 yuan: a scheme of 20 one-yuan shares
    const stepper = screen.getByRole("spinbutton");
    fireEvent.change(stepper, { target: { value: "10" } });
    fireEvent.blur(stepper);
    await waitFor(() => expect(screen.getByTestId("sp-summary").textContent).toBe("1注 10倍 共20.00元"));
    expect(await screen.findByTestId("packet-switch")).toBeTruthy();

    await tap(screen.getByRole("button", { name: "发起合买" }));
    expect(await screen.findByText("方案金额 20.00元，共20份（每份1元）")).toBeTruthy();
    const buy = minBuyShares(20, 0);
    await tap(screen.getByRole("button", { name: "确认发起" }));
    await confirmPaymentOf(`${buy}.00`, [`发起合买 认购${buy}份`]);
    expect(await screen.findByText("/togetherOrder")).toBeTruthy();

    const sent = server.calls("lottery/bet_together");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ gameCode: "jczq", passTypes: "2_1", multiple: "10" });
    expect(sent[0]!.body.packetId).toBeUndefined();
    expect(JSON.parse(sent[0]!.body.legs!)).toEqual([
      { matchId: m1.matchId, play: "SPF", options: [{ code: "3", sp: spOf(m1, "SPF", "3") }], banker: false },
      { matchId: m2.matchId, play: "SPF", options: [{ code: "1", sp: spOf(m2, "SPF", "1") }], banker: false },
    ]);
    // the page opened is the new scheme's, and the server holds it as the slip said
    const schemeId = new URLSearchParams(router.state.location.search).get("schemeId") ?? "";
    expect(schemeId).toMatch(/^H\d{18}$/);
    const scheme = await request<SchemeDetail>("hm/detail", { schemeId });
    expect(scheme).toMatchObject({
      gameCode: "jczq",
      status: "selling",
      totalShares: 20,
      soldShares: buy,
      myShares: buy,
      multiple: 10,
      amount: 20,
      initiator: { Mid: userInfo.Mid },
    });
  });
});
