import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { renderPage } from "#test/helpers.ts";
import { eventSourceTo } from "#test/features/lottery/event-source.ts";
import { kefuPlace } from "../logic/use-kefu-test.ts";
import KefuTestPage from "./KefuTestPage.tsx";

const server = useRealServer();
const serverOps = server.ops<typeof import("#test/features/lottery/server-ops.ts")>(
  "#test/features/lottery/server-ops.ts",
);
let base = "";
beforeAll(async () => {
  base = await serverOps.serverBase();
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe("/KefuTest", () => {
  it("shows the channel it found: the built-in chat, its state, and the live stream open", async () => {
    (globalThis as { EventSource?: unknown }).EventSource = eventSourceTo(() => base);
    await server.login("kftest01");
    renderPage(<KefuTestPage />, "/KefuTest");
    expect(await screen.findByText("客服线路正常")).toBeTruthy();
    expect(screen.getByTestId("kefu-url").textContent).toBe("站内在线客服");
    expect(screen.getByText("尚未咨询")).toBeTruthy();
    expect((await screen.findByTestId("kefu-push")).textContent).toBe("已连接");
    expect(server.calls("SystemConfig/GetKFUrl")[0]?.query.page).toBe("/KefuTest");
  });

  it("says where EventSource is missing that the chat will refresh by itself", async () => {
    await server.login("kftest02");
    renderPage(<KefuTestPage />, "/KefuTest");
    expect((await screen.findByTestId("kefu-push")).textContent).toBe("当前环境不支持，将定时刷新");
  });

  it("says 获取客服信息失败，请稍后重试 when the address cannot be had", async () => {
    renderPage(<KefuTestPage />, "/KefuTest");
    expect((await screen.findByRole("alert")).textContent).toBe("获取客服信息失败，请稍后重试");
    expect(screen.getByRole("button", { name: "进入在线客服" }).hasAttribute("disabled")).toBe(true);
  });

  it("names an outside chat by its host, never a raw path", () => {
    expect(kefuPlace("/kefu?from=%2Fhome", "https://m.example")).toBeNull();
    expect(kefuPlace("https://chat.example.net/room?id=1", "https://m.example")).toBe("chat.example.net");
  });
});
