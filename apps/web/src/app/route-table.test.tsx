import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router";
import { mainHttp } from "../lib/request.ts";
import { queryClient } from "../lib/query-client.ts";
import { hydrateSession, startSession, useSession } from "../lib/session.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "#test/helpers.ts";
import { setHomeTab } from "../lib/home-tab.ts";
import { PROTECTED_ROUTES } from "./protected-routes.ts";
import { appRoutes, BUILT_PAGES, ROUTE_PATHS } from "./route-table.tsx";

/** A lazy page's first render includes loading its module, which can take over a second in jsdom. */
const LAZY_PAGE = { timeout: 10_000 };

/** SPEC 2.3, written out independently of the table, with sample parameters. */
const SPEC_ROUTES = [
  "/",
  "/index",
  "/jczq",
  "/jclq",
  "/bjdc",
  "/ctzq",
  "/qwzq",
  "/ssq",
  "/dlt",
  "/lhc",
  "/qxc",
  "/xqxc",
  "/qlc",
  "/PL5",
  "/pl5",
  "/fc3dpl3/fc3d",
  "/fc3dpl3/pl3",
  "/ssc/cqssc",
  "/k3/jsks",
  "/xyft/xyft",
  "/QWLHC/qwlhc",
  "/qwlhc/xamlhc",
  "/LYB/FFLYB",
  "/ShootingDragonDoor/FFSLM",
  "/shootingDragonDoor/WFSLM",
  "/gamecenter/AG",
  "/confirmationSSC/cqssc",
  "/confirmationJSKS/jsks",
  "/NumConfirmation/ssq/DS",
  "/QWLHC/NumConfirmation",
  "/login",
  "/login2",
  "/register",
  "/forgetReg",
  "/registerpromote",
  "/inviteFriend",
  "/personalInfo",
  "/setUserName",
  "/BindCellphone",
  "/BindEmail",
  "/changePwd",
  "/completeInfo",
  "/realInfo",
  "/modifyInfo",
  "/SetAvatar",
  "/setting",
  "/WalletManagement",
  "/addBank",
  "/bankManagement",
  "/AlipayManagement",
  "/transactionRecord",
  "/billingDetails",
  "/accountDetail",
  "/yuEBao",
  "/transDetailList",
  "/withDraw2",
  "/withdrawToFillMoney",
  "/rechargeType6",
  "/rechargeConfigure",
  "/electic2",
  "/bonus2",
  "/bonus3",
  "/betRecord",
  "/betRecordSmallGame",
  "/betRecordDGG",
  "/betRecordSSJC",
  "/orderDetails",
  "/sportResultDetailList/jczq/2026-11-21",
  "/resultDetailList/ssq",
  "/gpresultdetaillist",
  "/result",
  "/togetherOrder",
  "/buyTogether",
  "/followOrder",
  "/followOrderRank/week",
  "/myAttention",
  "/customMade",
  "/memberCenter",
  "/levelPrivilege",
  "/grow",
  "/honorGift",
  "/CheckInCalendar",
  "/activityList",
  "/OgbEventPage",
  "/OgbRank",
  "/EuropeCup",
  "/EuropeCupEventPage",
  "/sjb",
  "/FiveLeagueBattleList",
  "/Scratch",
  "/ScratchLobby",
  "/scratchLobby",
  "/SlotMachine",
  "/Store",
  "/MyBag",
  "/Ssjc",
  "/scores",
  "/scores/football",
  "/ScoreBetReport",
  "/ScoreSubagent",
  "/ScoreGameReport",
  "/ScoreReprot",
  "/ScoreReturnList",
  "/ScorePromote",
  "/ScoreDiscount",
  "/homePage",
  "/menuCenter",
  "/MsgCenter",
  "/search",
  "/addNumber",
  "/articleDetail",
  "/noticeDetail/12",
  "/helpCenter",
  "/helpType/recharge",
  "/helpDetail/recharge/how",
  "/maintaining",
  "/qq",
  "/EDownload",
  "/testspeed",
  "/KefuTest",
  "/iframePage",
  "/iframePage2",
];

function leafPattern(path: string): string | undefined {
  const matches = matchRoutes(appRoutes, path);
  return matches?.[matches.length - 1]?.route.path;
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let log: SeenRequest[];
let toast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  log = [];
  toast = vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  toast.mockRestore();
  queryClient.clear();
  resetBrowserState();
  hydrateSession();
  setHomeTab(0);
});

describe("route table", () => {
  it.each(SPEC_ROUTES)("has %s", (path) => {
    const pattern = leafPattern(path);
    expect(pattern).toBeDefined();
    expect(pattern).not.toBe("*");
  });

  it("matches case-insensitively", () => {
    expect(leafPattern("/SCRATCHLOBBY")).not.toBe("*");
    expect(leafPattern("/betrecord")).toBe("/betRecord");
    expect(leafPattern("/qwlhc/numconfirmation")).toBe("/QWLHC/NumConfirmation");
  });

  it("sends unknown paths to the 404 route", () => {
    expect(leafPattern("/no-such-page")).toBe("*");
    expect(leafPattern("/ssc")).toBe("*");
  });

  it("lists each route once, every one with its page", () => {
    const built = Object.keys(BUILT_PAGES);
    for (const path of SPEC_ROUTES) expect(BUILT_PAGES[leafPattern(path) ?? ""]).toBeDefined();
    expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
    expect(built).toEqual(expect.arrayContaining(["/", "/index", "/login", "/register", "/maintaining"]));
  });

  it("gates only routes of the table", () => {
    for (const route of PROTECTED_ROUTES) expect(ROUTE_PATHS).toContain(route);
  });
});

describe("rendering", () => {
  it("shows 页面不存在 with 返回首页 for an unknown path", async () => {
    renderAt("/definitely/not/here");
    expect(await screen.findAllByText("页面不存在")).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: "返回首页" })).toBeTruthy();
  });

  it("shows the maintenance page with 重新检测", async () => {
    renderAt("/maintaining");
    expect(await screen.findAllByText("系统维护中")).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: "重新检测" })).toBeTruthy();
  });

  it("gates a protected route and comes back after login", async () => {
    mainHttp.adapter = mockAdapter(
      (r) =>
        r.url.endsWith("/account/weblogin")
          ? { data: { status: 0, msg: "", models: { token: "tok-9", userInfo: demoUser } } }
          : r.url.includes("SmallGameOrderRecordList")
            ? { data: { status: 0, msg: "", models: { list: [], total: 0 } } }
            : { data: { status: 0, msg: "", models: demoUser } },
      log,
    );
    const router = renderAt("/betRecordDGG");
    const userName = await screen.findByPlaceholderText("请输入用户名");
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?redirect=%2FbetRecordDGG");
    fireEvent.change(userName, { target: { value: "player01" } });
    fireEvent.change(screen.getByPlaceholderText("请输入密码"), { target: { value: "secret1" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "登录" })));
    await waitFor(() => expect(router.state.location.pathname).toBe("/betRecordDGG"));
    expect(await screen.findByText("暂无游戏记录", {}, LAZY_PAGE)).toBeTruthy();
    expect(log[0]!.body).toMatchObject({ userName: "player01", password: "secret1" });
    expect(useSession.getState().token).toBe("tok-9");
  });

  it("validates the register form with the contract's rules", async () => {
    mainHttp.adapter = mockAdapter(() => ({ data: { status: 0, msg: "", models: null } }), log);
    renderAt("/register");
    // The register page is a lazy chunk: on a loaded machine it can take seconds to arrive.
    const name = await screen.findByPlaceholderText("请输入用户名", {}, { timeout: 15_000 });
    fireEvent.change(name, { target: { value: "1abc" } });
    fireEvent.change(screen.getByPlaceholderText("请输入密码"), { target: { value: "secret1" } });
    fireEvent.change(screen.getByPlaceholderText("请再次输入密码"), { target: { value: "secret2" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "注册" })));
    expect(await screen.findByText("用户名须为4-16位字母或数字，以字母开头")).toBeTruthy();
    expect(await screen.findByText("两次输入的密码不一致")).toBeTruthy();
    expect(log).toHaveLength(0);
  });

  it("shows the user name on home, and 我的 logs out", async () => {
    startSession({ token: "tok-1", userInfo: demoUser });
    mainHttp.adapter = mockAdapter(
      (r) => ({ data: { status: 0, msg: "", models: r.url.endsWith("/userinfo") ? demoUser : null } }),
      log,
    );
    renderAt("/");
    expect((await screen.findByTestId("home-user-name", {}, LAZY_PAGE)).textContent).toBe("player01");
    expect(screen.getByText("双色球")).toBeTruthy();
    fireEvent.click(screen.getByText("我的"));
    expect((await screen.findByTestId("mine-user-name")).textContent).toBe("player01");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "退出登录" })));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    const told = log.find((r) => r.url.endsWith("/api/account/logout"));
    expect(told).toMatchObject({ method: "POST", body: { tk: "tok-1" } });
    expect(screen.queryByRole("button", { name: "退出登录" })).toBeNull();
  });

  it("opens a game from the lobby by the SPEC 2.4 rule", async () => {
    const router = renderAt("/");
    fireEvent.click(await screen.findByText("重庆时时彩", {}, LAZY_PAGE));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ssc/cqssc"));
  });
});
