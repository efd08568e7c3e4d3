import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderPage } from "#test/helpers.ts";
import { serverTestModule } from "#test/real-server.ts";
import { eventSourceTo } from "#test/features/lottery/event-source.ts";
import { useSportsServer } from "#test/features/sports/fixtures.ts";
import { apiHttp } from "../../../lib/api-client.ts";
import { fetchAdapter } from "../../../lib/http.ts";
import { mainHttp } from "../../../lib/request.ts";
import { storage } from "../../../lib/storage.ts";
import { reloadStarred } from "../logic/starred.ts";
import ScoresPage from "./ScoresPage.tsx";

const { server } = useSportsServer({ SPORTS_FEED: "demo" });
const live = server.ops<typeof import("@lottery/server/test/sports-live-fixtures.ts")>(
  serverTestModule("sports-live-fixtures.ts"),
);
const serverOps = server.ops<typeof import("#test/features/lottery/server-ops.ts")>(
  "#test/features/lottery/server-ops.ts",
);
const SLOW = { timeout: 60_000 };
let base = "";
let match: { matchId: string; homeTeam: string; awayTeam: string };

beforeAll(async () => {
  base = await serverOps.serverBase();
  match = await live.playDemoMatch(20);
}, 120_000);
// the odds-data helper (SPEC 7.2) answers MatchLive and OptionData: same server in the tests
beforeEach(() => {
  apiHttp.adapter = mainHttp.adapter;
  reloadStarred();
});
afterAll(() => {
  apiHttp.adapter = fetchAdapter;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

const row = () => document.querySelector<HTMLElement>(`[data-match="${match.matchId}"]`)!;
const tap = (el: HTMLElement) => act(async () => fireEvent.click(el));

describe("/scores", SLOW, () => {
  it("lists the demo match in play with its minute and score under 即时", async () => {
    renderPage(<ScoresPage />, "/scores/football");
    await waitFor(() => expect(row()).toBeTruthy());
    const r = within(row());
    expect(r.getByText(match.homeTeam)).toBeTruthy();
    expect(r.getByTestId("score-state").textContent).toBe("21'");
    expect(r.getByTestId("score-value").textContent).toMatch(/^\d+:\d+$/);
    expect(screen.getByRole("tab", { name: "足球", selected: true })).toBeTruthy();
  });

  it("keeps a starred match under 关注 on this device", async () => {
    renderPage(<ScoresPage />, "/scores/football");
    await waitFor(() => expect(row()).toBeTruthy());
    await tap(within(row()).getByRole("button", { name: "关注" }));
    expect(storage.get("starredMatches")).toEqual([match.matchId]);
    await tap(screen.getByText("关注", { selector: ".adm-tabs-tab" }));
    await waitFor(() => expect(row()).toBeTruthy());
    expect(screen.getAllByTestId("score-row")).toHaveLength(1);
    await tap(within(row()).getByRole("button", { name: "取消关注" }));
    expect(await screen.findByText(/还没有关注的比赛/)).toBeTruthy();
  });

  it("moves the row to the match's later state from the event stream, without a reload", async () => {
    (globalThis as { EventSource?: unknown }).EventSource = eventSourceTo(() => base);
    renderPage(<ScoresPage />, "/scores/football");
    await waitFor(() => expect(row()).toBeTruthy());
    const before = within(row()).getByTestId("score-state").textContent;
    // the stream is open once the page has rendered a moment
    await new Promise((resolve) => setTimeout(resolve, 500));
    await live.playOn(50);
    await waitFor(() => expect(within(row()).getByTestId("score-state").textContent).toBe("54'"), {
      timeout: 10_000,
    });
    expect(before).toBe("21'");
    expect(await within(row()).findByText(/^半场 \d+:\d+$/)).toBeTruthy();
  });

  it("opens the match page: headline, events and statistics", async () => {
    renderPage(<ScoresPage />, "/scores/football");
    await waitFor(() => expect(row()).toBeTruthy());
    await tap(row().querySelector<HTMLElement>(".sc-open")!);
    expect(await screen.findByText("比赛详情")).toBeTruthy();
    const stats = await screen.findByTestId("match-stats");
    expect(within(stats).getByText("角球")).toBeTruthy();
    expect(screen.getByText("比赛事件")).toBeTruthy();
    expect(await screen.findByText("积分榜")).toBeTruthy();
  });
});
