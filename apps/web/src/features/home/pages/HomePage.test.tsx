import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppHomePageInfoModels, HomePageInfoModels } from "@lottery/contract";
import { registerNavigator } from "../../../lib/navigation.ts";
import { useRealServer } from "#test/real-server.ts";
import { mainHttp } from "../../../lib/request.ts";
import { storage } from "../../../lib/storage.ts";
import { useContentTab } from "../logic/content-tab.ts";
import { useFavourites } from "../hooks/use-favourites.ts";
import HomePage from "./HomePage.tsx";

const server = useRealServer();
type HomeOps = typeof import("#test/features/home/server-ops.ts");
const home = server.ops<HomeOps>("#test/features/home/server-ops.ts");
const DAY_MS = 86_400_000;

/** The operator's home settings: three menus and two hot games. */
const SETTINGS = {
  menus: [
    { code: "rechargeType6", name: "充值", icon: "recharge" },
    { code: "electic", name: "转账中心", icon: "transfer" },
    { code: "Bifen", name: "比分直播", icon: "score" },
  ],
  hotGames: ["ssq", "cqssc"],
};

/** The server's game list (slogans, next draws) and the id of the 防诈骗提醒 notice. */
let games: AppHomePageInfoModels;
let noticeId: number;

async function operatorSaves(path: string, payload: Record<string, unknown>) {
  const answer = (await server.setUp.operator("POST", path, payload)) as {
    status: number;
    msg: string;
    models: { id: number } | null;
  };
  if (answer.status !== 0) throw new Error(`${path} refused: ${answer.msg}`);
  return answer.models;
}

beforeAll(async () => {
  await operatorSaves("/content/settings", SETTINGS);
  const now = Date.parse(await server.setUp.advanceClock(0));
  const notice = {
    title: "防诈骗提醒",
    content: "谨防诈骗",
    publishedAt: new Date(now - DAY_MS).toISOString(),
  };
  noticeId = (await operatorSaves("/content/notices", notice))!.id;
  games = await home.homeGames();
});

const slogan = (code: string) => games.games.find((game) => game.code === code)!.slogan;

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/", element: <HomePage /> },
      { path: "*", element: <div>elsewhere</div> },
    ],
    { initialEntries: ["/"] },
  );
  registerNavigator((to, options) => void router.navigate(to, options));
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  window.scrollTo = () => undefined;
  useFavourites.setState({ codes: [] });
  useContentTab.setState({ tab: "hot" });
});

afterEach(() => {
  registerNavigator(null);
});

describe("home page", () => {
  it("shows the server's menus, the notice and the hot games with slogan and countdown", async () => {
    renderHome();
    expect(await screen.findByText(slogan("ssq"))).toBeTruthy();
    expect(screen.getByText("充值")).toBeTruthy();
    expect(screen.getByText("全部")).toBeTruthy();
    expect(screen.getByText("防诈骗提醒")).toBeTruthy();
    const cqssc = games.games.find((game) => game.code === "cqssc")!.nextDraw!;
    const line = screen.getByText(new RegExp(`^第${cqssc.issue}期 剩余(\\d{1,2})分(\\d{2})秒$`));
    const [, m, s] = /(\d{1,2})分(\d{2})秒/.exec(line.textContent!)!;
    const shownMs = (Number(m) * 60 + Number(s)) * 1000;
    const leftMs = Date.parse(cqssc.closeAt) - Date.parse(games.serverTime);
    expect(Math.abs(shownMs - leftMs)).toBeLessThan(15_000);
    expect(screen.queryByText("竞彩足球")).toBeNull();
    const info = storage.get("tabInfo") as HomePageInfoModels;
    expect(info).toMatchObject({ menus: SETTINGS.menus, hotGames: SETTINGS.hotGames });
  });

  it("renders the cached lists before the server answers, leaving out menus it does not know", async () => {
    const menus = [
      { code: "helpCenter", name: "帮助中心", icon: "help" },
      { code: "unknownCode", name: "未知", icon: "x" },
    ];
    storage.set("tabInfo", { menus, hotGames: ["ssq"], unreadMail: 0 });
    // the server is slow today: nothing comes back while the page draws
    mainHttp.adapter = () => new Promise(() => undefined);
    renderHome();
    expect(await screen.findByText("帮助中心")).toBeTruthy();
    expect(screen.queryByText("未知")).toBeNull();
  });

  it("groups 全部彩种 and remembers the tab in session", async () => {
    renderHome();
    await screen.findByText(slogan("ssq"));
    fireEvent.click(screen.getByText("全部彩种"));
    expect(await screen.findByText("竞彩足球")).toBeTruthy();
    expect(screen.getByText("竞彩")).toBeTruthy();
    expect(screen.getByText("高频彩")).toBeTruthy();
    expect(storage.get("homeContentTab")).toBe(1);
  });

  it("stars a game into 收藏", async () => {
    renderHome();
    await screen.findByText(slogan("ssq"));
    fireEvent.click(screen.getAllByRole("button", { name: "收藏" })[0]!);
    fireEvent.click(screen.getByRole("tab", { name: "收藏" }));
    const pane = document.querySelector(".content-pane") as HTMLElement;
    expect(await within(pane).findByText("双色球")).toBeTruthy();
    expect(within(pane).queryByText("重庆时时彩")).toBeNull();
    expect(storage.get("favourites")).toEqual(["ssq"]);
  });

  it("opens a game by the SPEC 2.4 rule and a notice by its id", async () => {
    const router = renderHome();
    fireEvent.click(await screen.findByText("重庆时时彩"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ssc/cqssc"));
    await act(() => router.navigate("/"));
    fireEvent.click(await screen.findByText("防诈骗提醒"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/noticeDetail/${noticeId}`));
  });

  it("runs menu actions: our live scores without a configured page, the transfer centre's permission", async () => {
    await server.login("homemenu01"); // not recharged yet: no transfer centre
    const router = renderHome();
    fireEvent.click(await screen.findByText("比分直播"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/scores"));
    await act(async () => router.navigate("/"));
    fireEvent.click(await screen.findByText("转账中心"));
    await waitFor(() =>
      expect(Toast.show).toHaveBeenCalledWith(
        expect.objectContaining({ content: "需首充激活账号\n开启转账中心" }),
      ),
    );
    fireEvent.click(screen.getByText("充值"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rechargeType6"));
  });
});
