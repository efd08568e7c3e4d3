import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { click, renderPage, typeInto } from "#test/helpers.ts";
import { eventSourceTo } from "#test/features/lottery/event-source.ts";
import KefuChatPage from "./KefuChatPage.tsx";

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

const feedMode = () => screen.getByTestId("kefu-list").dataset.feed;

/** The test EventSource (reading the real server's stream), remembering every one the page opened. */
function trackedEventSources() {
  const opened: { url: string; source: EventSource }[] = [];
  const Base = eventSourceTo(() => base);
  class Tracked extends Base {
    constructor(url: string) {
      super(url);
      opened.push({ url, source: this as unknown as EventSource });
    }
  }
  (globalThis as { EventSource?: unknown }).EventSource = Tracked;
  return opened;
}

async function reply(userName: string, text: string) {
  const queue = await server.setUp.operator("GET", "/kefu/queue");
  const { list } = queue.models as { list: { conversationId: number; userName: string }[] };
  const conversationId = list.find((entry) => entry.userName === userName)!.conversationId;
  await server.setUp.operator("POST", "/kefu/reply", { conversationId, text });
}

describe("/kefu", () => {
  it("sends a message and shows it with the waiting note (polling where EventSource is missing)", async () => {
    await server.login("kfpage01");
    renderPage(<KefuChatPage />, "/kefu");
    expect(await screen.findByText("您好，欢迎咨询在线客服，请描述您遇到的问题")).toBeTruthy();
    expect(feedMode()).toBe("polling");
    await typeInto("请输入消息", "充值没有到账");
    await click("发送");
    expect(await screen.findByText("充值没有到账")).toBeTruthy();
    expect(await screen.findByText("正在为您接入客服，请稍候…", undefined, { timeout: 5000 })).toBeTruthy();
    expect(server.calls("Kefu/Send")).toHaveLength(1);
  });

  it("shows the operator's reply as the stream pushes it, without asking for the history again", async () => {
    (globalThis as { EventSource?: unknown }).EventSource = eventSourceTo(() => base);
    await server.login("kfpage02");
    renderPage(<KefuChatPage />, "/kefu");
    await waitFor(() => expect(feedMode()).toBe("stream"));
    await waitFor(() => expect(server.calls("Kefu/Messages")).toHaveLength(1));
    await typeInto("请输入消息", "提现什么时候到账");
    await click("发送");
    expect(await screen.findByText("正在为您接入客服，请稍候…")).toBeTruthy();

    await reply("kfpage02", "您好，提现正在审核");
    expect(await screen.findByText("您好，提现正在审核")).toBeTruthy();
    expect(screen.queryByText("正在为您接入客服，请稍候…")).toBeNull();
    expect(server.calls("Kefu/Messages")).toHaveLength(1);
  });

  it("after a dropped stream reads what was said meanwhile, then follows a freshly signed stream", async () => {
    const opened = trackedEventSources();
    await server.login("kfpage03");
    renderPage(<KefuChatPage />, "/kefu");
    await waitFor(() => expect(feedMode()).toBe("stream"));
    await typeInto("请输入消息", "我的订单呢");
    await click("发送");
    await screen.findByText("正在为您接入客服，请稍候…");

    const first = opened[0]!.source;
    first.close(); // the connection is gone, unnoticed until the error below
    await reply("kfpage03", "断线时的回复");
    const reads = server.calls("Kefu/Messages").length;
    first.onerror?.(new Event("error"));
    expect(await screen.findByText("断线时的回复")).toBeTruthy();
    expect(server.calls("Kefu/Messages").length).toBeGreaterThan(reads);

    await waitFor(() => expect(opened).toHaveLength(2), { timeout: 5000 });
    await waitFor(() => expect(feedMode()).toBe("stream"));
    expect(opened[1]!.url).toContain("/api/Kefu/Events?");
    expect(opened[1]!.url).not.toBe(opened[0]!.url); // signed again, with the time of the reconnect
    await reply("kfpage03", "重连后的回复");
    expect(await screen.findByText("重连后的回复")).toBeTruthy();
  });
});
