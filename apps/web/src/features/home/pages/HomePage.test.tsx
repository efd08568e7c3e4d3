import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppHomePageInfoModels, HomePageInfoModels } from "@lottery/contract";
import { registerNavigator } from "../../../lib/navigation.ts";
import { mainHttp } from "../../../lib/request.ts";
import { clearSession, startSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "../../../lib/test-helpers.ts";
import { useContentTab } from "../logic/content-tab.ts";
import { useFavourites } from "../hooks/use-favourites.ts";
import HomePage from "./HomePage.tsx";

const info: HomePageInfoModels = {
  menus: [
    { code: "rechargeType6", name: "充值", icon: "recharge" },
    { code: "electic", name: "转账中心", icon: "transfer" },
    { code: "Bifen", name: "比分直播", icon: "score" },
    { code: "unknownCode", name: "未知", icon: "x" },
  ],
  hotGames: ["ssq", "cqssc"],
  unreadMail: 0,
};

const inTwoMinutes = () => new Date(Date.now() + 125_000).toISOString();
const games = (): AppHomePageInfoModels => ({
  games: [
    { code: "ssq", name: "双色球", slogan: "2元可中1000万", hot: true, nextDraw: null },
    {
      code: "cqssc",
      name: "重庆时时彩",
      slogan: "10分钟一期",
      hot: true,
      nextDraw: { issue: "058", closeAt: inTwoMinutes(), drawAt: inTwoMinutes() },
    },
    { code: "jczq", name: "竞彩足球", slogan: "每日精选赛事", hot: false, nextDraw: null },
  ],
  bannerUpdatedAt: { home: "", recharge: "", mine: "", withdraw: "" },
  dialogUpdatedAt: "",
  serverTime: new Date().toISOString(),
});

const ANSWERS: Record<string, () => unknown> = {
  "sitemsg/GetHomePageInfo": () => info,
  "sitemsg/AppHomePageInfo": games,
  "sitemsg/getBannerList": () => ({
    list: [{ id: 1, title: "双色球", image: "/banners/01.svg", link: "/ssq" }],
    updatedAt: "",
  }),
  "SiteMsg/GetIndexNotic": () => ({ list: [{ id: 7, title: "防诈骗提醒", publishedAt: "" }] }),
  "SiteMsg/DialogList": () => ({ list: [], updatedAt: "" }),
  "SystemConfig/QueryActivity_Setting": () => ({ Menu_BF_Live: "", kefuQQ: "", kefuWechat: "" }),
  "UserCenter/Favourites": () => ({ codes: [] }),
  "account/userinfo": () => demoUser,
};

let log: SeenRequest[];
let toast: ReturnType<typeof vi.spyOn>;

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
  log = [];
  toast = vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  window.scrollTo = () => undefined;
  mainHttp.defaults.adapter = mockAdapter((r) => {
    const path = r.url.replace(/^.*\/api\//, "");
    return { data: { status: 0, msg: "", models: ANSWERS[path]?.() ?? null } };
  }, log);
  useFavourites.setState({ codes: [] });
  useContentTab.setState({ tab: "hot" });
});

afterEach(() => {
  cleanup();
  toast.mockRestore();
  registerNavigator(null);
  resetBrowserState();
  clearSession();
});

describe("home page", () => {
  it("shows the server's menus it knows, the notice and the hot games with slogan and countdown", async () => {
    renderHome();
    expect(await screen.findByText("2元可中1000万")).toBeTruthy();
    expect(screen.getByText("充值")).toBeTruthy();
    expect(screen.queryByText("未知")).toBeNull();
    expect(screen.getByText("全部")).toBeTruthy();
    expect(screen.getByText("防诈骗提醒")).toBeTruthy();
    expect(screen.getByText(/^第058期 02:0\d 后截止$/)).toBeTruthy();
    expect(screen.queryByText("竞彩足球")).toBeNull();
    expect(storage.get("tabInfo")).toEqual(info);
  });

  it("renders the cached lists before the server answers", async () => {
    storage.set("tabInfo", { ...info, menus: [{ code: "helpCenter", name: "帮助中心", icon: "help" }] });
    mainHttp.defaults.adapter = () => new Promise(() => undefined);
    renderHome();
    expect(await screen.findByText("帮助中心")).toBeTruthy();
  });

  it("groups 全部彩种 and remembers the tab in session", async () => {
    renderHome();
    await screen.findByText("2元可中1000万");
    fireEvent.click(screen.getByText("全部彩种"));
    expect(await screen.findByText("竞彩足球")).toBeTruthy();
    expect(screen.getByText("竞彩")).toBeTruthy();
    expect(screen.getByText("高频彩")).toBeTruthy();
    expect(storage.get("homeContentTab")).toBe(1);
  });

  it("stars a game into 收藏", async () => {
    renderHome();
    await screen.findByText("2元可中1000万");
    fireEvent.click(screen.getAllByRole("button", { name: "收藏" })[0]!);
    fireEvent.click(screen.getByText("收藏", { selector: ".adm-tabs-tab *, .adm-tabs-tab" }));
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
    await waitFor(() => expect(router.state.location.pathname).toBe("/noticeDetail/7"));
  });

  it("runs menu actions: 敬请期待 without a live-score page, the transfer centre's permission", async () => {
    startSession({ token: "tok-1", userInfo: demoUser });
    const router = renderHome();
    fireEvent.click(await screen.findByText("比分直播"));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: "敬请期待" }));
    fireEvent.click(screen.getByText("转账中心"));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: "需首充激活账号\n开启转账中心" }));
    fireEvent.click(screen.getByText("充值"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rechargeType6"));
  });
});
