import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mainHttp } from "../../../lib/request.ts";
import { clearSession, startSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "../../../lib/test-helpers.ts";
import { HomeDialogs } from "./HomeDialogs.tsx";
import { dialogBatchKey } from "../logic/dialog-rule.ts";

const updatedAt = "2026-11-21T20:30:00+08:00";
const welcome = { id: 1, title: "欢迎光临", content: "理性购彩\n量力而行", image: "", link: "/activityList" };
const notice = { id: 2, title: "充值说明", content: "到账即时", image: "", link: "" };

let log: SeenRequest[];

function renderDialogs() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HomeDialogs />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  log = [];
  mainHttp.defaults.adapter = mockAdapter(
    () => ({ data: { status: 0, msg: "", models: { list: [welcome, notice], updatedAt } } }),
    log,
  );
});

afterEach(() => {
  cleanup();
  resetBrowserState();
  clearSession();
});

describe("home pop-ups", () => {
  it("shows each dialog in turn, not closed by the mask, with 查看详情 only when it has a link", async () => {
    renderDialogs();
    expect(await screen.findByText("欢迎光临")).toBeTruthy();
    expect(screen.getByText("量力而行")).toBeTruthy();
    expect(screen.getByText("查看详情")).toBeTruthy();
    // The mask mounts with the dialog's open animation, a moment after the text.
    const mask = await waitFor(() => {
      const element = document.querySelector(".adm-mask");
      expect(element).not.toBeNull();
      return element!;
    });
    fireEvent.click(mask);
    expect(screen.getByText("欢迎光临")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText("我知道了")));
    expect(await screen.findByText("充值说明")).toBeTruthy();
    expect(screen.queryByText("查看详情")).toBeNull();
    expect(storage.get("homePopupBannerTime")).toBe(dialogBatchKey({ list: [welcome, notice], updatedAt }));
  });

  it("does not show the same batch twice", async () => {
    storage.set("homePopupBannerTime", dialogBatchKey({ list: [welcome, notice], updatedAt }));
    renderDialogs();
    await waitFor(() => expect(log).toHaveLength(1));
    expect(screen.queryByText("欢迎光临")).toBeNull();
  });

  it("asks for the visitors' list without a token and the players' list with one", async () => {
    renderDialogs();
    await waitFor(() => expect(log).toHaveLength(1));
    expect(log[0]!.query.tk).toBeUndefined();
    cleanup();
    startSession({ token: "tok-1", userInfo: demoUser });
    renderDialogs();
    await waitFor(() => expect(log).toHaveLength(2));
    expect(log[1]!.query.tk).toBe("tok-1");
  });
});
