import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { click, renderPage, typeInto } from "#test/helpers.ts";
import KefuChatPage from "./KefuChatPage.tsx";

const server = useRealServer();

describe("/kefu", () => {
  it("sends a message and shows it with the waiting note", async () => {
    await server.login("kfpage01");
    renderPage(<KefuChatPage />, "/kefu");
    expect(await screen.findByText("您好，欢迎咨询在线客服，请描述您遇到的问题")).toBeTruthy();
    await typeInto("请输入消息", "充值没有到账");
    await click("发送");
    expect(await screen.findByText("充值没有到账")).toBeTruthy();
    expect(await screen.findByText("正在为您接入客服，请稍候…", undefined, { timeout: 5000 })).toBeTruthy();
    expect(server.calls("Kefu/Send")).toHaveLength(1);
  });
});
