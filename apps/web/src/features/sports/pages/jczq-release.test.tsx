import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReleaseDetail, SportsMatchAdminView } from "@lottery/contract";
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
  m1 = await sports.createMatch({ gameCode: "jczq", homeTeam: "国际米兰", awayTeam: "AC米兰", kickoffAt });
  m2 = await sports.createMatch({ gameCode: "jczq", homeTeam: "尤文图斯", awayTeam: "那不勒斯", kickoffAt });
}, 60_000);

/** 2串1 of m1 胜 and m2 平 on the slip, at `multiple`. */
async function twoLegSlip(multiple: number) {
  await screen.findByText("国际米兰");
  await tap(optionOf(m1.matchId, "SPF", "胜"));
  await tap(optionOf(m2.matchId, "SPF", "平"));
  await tap(screen.getByRole("button", { name: "选好了" }));
  await screen.findByText("投注确认");
  const stepper = screen.getByRole("spinbutton");
  fireEvent.change(stepper, { target: { value: String(multiple) } });
  fireEvent.blur(stepper);
  await waitFor(() => expect(screen.getByTestId("sp-summary").textContent).toContain(`${multiple}倍`));
}

describe("/jczq slip: 发单", () => {
  it("sends a plain order while the switch is off", async () => {
    await server.login("jcrelease0", 100);
    renderPage(<JczqPage />, "/jczq");
    await twoLegSlip(1);
    expect(screen.getByTestId("release-settings").textContent).toContain("发单");
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await confirmPaymentOf("2.00");
    expect(await screen.findByText("投注成功")).toBeTruthy();
    const sent = server.calls("lottery/bet_jc_create")[0]!.body;
    expect(sent.release).toBeUndefined();
    expect(screen.queryByRole("button", { name: "查看发单" })).toBeNull();
  });

  it("releases the order with commission, privacy and pitch, then opens the release", async () => {
    const { userInfo } = await server.login("jcrelease1", 100);
    const router = renderPage(<JczqPage />, "/jczq", ["/", "/followOrderDetail"]);
    await twoLegSlip(5);
    const settings = screen.getByTestId("release-settings");
    await tap(within(settings).getByRole("switch"));
    await tap(within(settings).getByText("8%"));
    await tap(within(settings).getByText("截止后公开"));
    fireEvent.change(within(settings).getByPlaceholderText("说说您的理由，吸引更多人跟单"), {
      target: { value: "主胜稳了" },
    });
    await tap(screen.getByRole("button", { name: "确认投注" }));
    await confirmPaymentOf("10.00", ["2串1 1注 5倍", "发单 佣金8%"]);
    expect(await screen.findByText("投注成功")).toBeTruthy();

    const sent = server.calls("lottery/bet_jc_create")[0]!.body;
    expect(sent).toMatchObject({
      gameCode: "jczq",
      passTypes: "2_1",
      multiple: "5",
      release: "1",
      commissionPercent: "8",
      privacy: "2",
      pitch: "主胜稳了",
    });
    expect(JSON.parse(sent.legs!)).toEqual([
      { matchId: m1.matchId, play: "SPF", options: [{ code: "3", sp: spOf(m1, "SPF", "3") }], banker: false },
      { matchId: m2.matchId, play: "SPF", options: [{ code: "1", sp: spOf(m2, "SPF", "1") }], banker: false },
    ]);
    await tap(screen.getByRole("button", { name: "查看发单" }));
    expect(await screen.findByText("/followOrderDetail")).toBeTruthy();
    const releaseId = new URLSearchParams(router.state.location.search).get("releaseId") ?? "";
    expect(releaseId).toMatch(/^F\d{18}$/);
    // the server holds the release as the slip said
    const release = await request<ReleaseDetail>("order/queryReleaseDetailInfo", { releaseId });
    expect(release).toMatchObject({
      gameCode: "jczq",
      status: "selling",
      commissionPercent: 8,
      privacy: 2,
      pitch: "主胜稳了",
      multiple: 5,
      amount: 10,
      unitAmount: 2,
      mine: true,
      releaser: { Mid: userInfo.Mid },
    });
  });
});
