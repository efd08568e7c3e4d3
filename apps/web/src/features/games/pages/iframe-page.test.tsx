import { createElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetAfterPageTest, shownToasts } from "#test/helpers.ts";
import { useRealServer } from "#test/real-server.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { storage } from "../../../lib/storage.ts";
import type { FramePageState } from "../logic/frame-page.ts";
import IframePage from "./IframePage.tsx";

/**
 * The embedded page with route state as links leave it (SPEC 2.5 and 4). The frames' own pages are
 * other sites: these tests read what the page does around them; a game's launch asks the real server.
 */
const server = useRealServer();
afterEach(() => {
  vi.useRealTimers();
  resetAfterPageTest();
});

function renderFrame(state: FramePageState) {
  const place = (path: string) => ({ path, element: createElement("div", null, `at ${path}`) });
  const router = createMemoryRouter(
    [
      place("/"),
      place("/login"),
      place("/yuEBao"),
      place("/gamecenter/ky"),
      { path: "/iframePage", element: <IframePage /> },
    ],
    { initialEntries: ["/gamecenter/ky", { pathname: "/iframePage", state }], initialIndex: 1 },
  );
  render(
    createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })),
  );
  return router;
}

const frame = () => screen.getByTestId("embedded-frame");
const backArrow = () => document.querySelector<HTMLElement>(".adm-nav-bar-back");
const tapBall = () => {
  const ball = screen.getByTestId("float-ball");
  fireEvent.pointerDown(ball, { clientX: 10, clientY: 200, pointerId: 1 });
  fireEvent.pointerUp(ball, { clientX: 10, clientY: 200, pointerId: 1 });
};

describe("/iframePage", () => {
  it("back from an activity restores the stored tab and forgets the post-login target", async () => {
    storage.set("tabIndex", 0);
    storage.set("previousTabIndex", 2);
    storage.set("postLoginUrl", "/activity/x");
    const router = renderFrame({ url: "https://m.example/activity/x", title: "acti" });
    expect(screen.getByText("活动")).toBeTruthy();
    await act(async () => fireEvent.click(backArrow()!));
    expect(storage.get("tabIndex")).toBe(2);
    expect(storage.get("postLoginUrl")).toBeUndefined();
    expect(router.state.location.pathname).toBe("/gamecenter/ky");
  });

  it("follows the framed page's window messages: gologin, goyuEBao, navigateToHome", async () => {
    for (const [data, path] of [
      ["gologin", "/login"],
      [{ type: "goyuEBao" }, "/yuEBao"],
      ["navigateToHome", "/"],
    ] as const) {
      const router = renderFrame({ url: "https://m.example/p", title: "走势图" });
      await act(async () => window.dispatchEvent(new MessageEvent("message", { data })));
      expect(router.state.location.pathname).toBe(path);
      resetAfterPageTest();
    }
  });

  it("posts data of type post through a hidden form into the frame, without the recharge icons", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    renderFrame({
      url: "https://pay.example/go",
      title: "recharge",
      data: { type: "post", obj: { orderNo: "R1", amount: "100" } },
    });
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect([form.method, form.action, form.target]).toEqual([
      "post",
      "https://pay.example/go",
      "embedded-frame",
    ]);
    expect(Object.fromEntries(new FormData(form))).toEqual({ orderNo: "R1", amount: "100" });
    expect(frame().getAttribute("src")).toBeNull();
    expect(screen.queryByRole("button", { name: "刷新" })).toBeNull();
  });

  it("a game: no back arrow, the tutorial counts 10 s down and closes, one tap reloads, two taps close", async () => {
    vi.useFakeTimers();
    const router = renderFrame({ url: "https://games.example/play?t=1", title: "game" });
    expect(backArrow()).toBeNull();
    expect(screen.getByRole("button", { name: "进入游戏(10S)" })).toBeTruthy();
    for (let i = 0; i < 10; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("dialog")).toBeNull();

    const first = frame();
    tapBall();
    await act(async () => vi.advanceTimersByTime(200));
    expect(frame()).toBe(first);
    await act(async () => vi.advanceTimersByTime(100));
    expect(frame()).not.toBe(first);
    expect(frame().getAttribute("src")).toBe("https://games.example/play?t=1");

    tapBall();
    await act(async () => vi.advanceTimersByTime(100));
    tapBall();
    await act(async () => vi.advanceTimersByTime(0));
    expect(router.state.location.pathname).toBe("/gamecenter/ky");
  });

  it("a TZ game closes home: 回到平台 on the tutorial, and two taps", async () => {
    const router = renderFrame({ url: "https://games.example/tz", title: "game", type: "TZ" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "回到平台" })));
    expect(router.state.location.pathname).toBe("/");
    resetAfterPageTest();

    const again = renderFrame({ url: "https://games.example/tz", title: "game", type: "TZ" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /进入游戏/ })));
    tapBall();
    tapBall();
    await act(async () => undefined);
    expect(again.state.location.pathname).toBe("/");
  });

  it("sjb mode: a single tap does nothing, two taps go back (home only for TZ)", async () => {
    vi.useFakeTimers();
    const router = renderFrame({ url: "https://games.example/sjb", title: "game", type: "BB", sjb: 1 });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /进入游戏/ })));
    const first = frame();
    tapBall();
    await act(async () => vi.advanceTimersByTime(300));
    expect(frame()).toBe(first);
    tapBall();
    tapBall();
    await act(async () => vi.advanceTimersByTime(0));
    expect(router.state.location.pathname).toBe("/gamecenter/ky");
  });
});

describe("/iframePage launching a game (SPEC 7.3 getGameUrl)", () => {
  it("frames the URL lottery/LaunchUrl answers", async () => {
    await server.login("framelaunch1");
    renderFrame({ url: "", title: "game", company: "cq9", gamecode: "fruit" });
    const launched = await screen.findByTestId("embedded-frame");
    expect(launched.getAttribute("src")).toContain("/api/games/demo/");
    expect(server.calls("lottery/LaunchUrl")[0]?.query).toMatchObject({ company: "cq9", gamecode: "fruit" });
  });

  it("shows a refusal as a toast and frames nothing", async () => {
    await server.login("framelaunch2");
    renderFrame({ url: "", title: "game", company: "cq9", gamecode: "no-such-game" });
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    expect(shownToasts()[0]).toBe("游戏不存在或已下架");
    expect(screen.queryByTestId("embedded-frame")).toBeNull();
    expect(screen.getByText("游戏加载中…")).toBeTruthy();
  });
});
