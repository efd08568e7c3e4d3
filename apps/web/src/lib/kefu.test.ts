import { afterEach, describe, expect, it, vi } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { shownToasts } from "#test/helpers.ts";
import { kefuClientInfo, openKefu } from "./kefu.ts";
import { registerNavigator } from "./navigation.ts";
import { storage } from "./storage.ts";

const server = useRealServer();

type Bridged = Window & { webkit?: { messageHandlers?: { nativeApp?: { postMessage(m: unknown): void } } } };
afterEach(() => {
  registerNavigator(null);
  delete (window as Bridged).webkit;
});

const decoded = (base64: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))) as unknown;

describe("ClientInfo (SPEC 7.3)", () => {
  it("is base64 of UTF-8 JSON of RDUID, account, time and IP", () => {
    const info = kefuClientInfo({ rduid: "fp-1", account: "玩家01", time: 1795000000, ip: "1.2.3.4" });
    expect(info).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decoded(info)).toEqual({ RDUID: "fp-1", account: "玩家01", time: 1795000000, ip: "1.2.3.4" });
  });
});

describe("opening customer service", () => {
  it("asks GetKFUrl with mid, page and ClientInfo, then opens the chat in the frame page titled kefu", async () => {
    const auth = await server.login("kfopen01");
    storage.set("fingerprint", "fp-test");
    storage.set("clientIp", "9.9.9.9");
    const navigate = vi.fn();
    registerNavigator(navigate);
    await openKefu("/home");
    const call = server.calls("SystemConfig/GetKFUrl")[0]!;
    expect(call.query).toMatchObject({ mid: String(auth.userInfo.Mid), page: "/home" });
    expect(decoded(call.query.ClientInfo!)).toMatchObject({
      RDUID: "fp-test",
      account: "kfopen01",
      ip: "9.9.9.9",
    });
    expect(navigate).toHaveBeenCalledWith("/iframePage", {
      state: { url: "/kefu?from=%2Fhome", title: "kefu" },
    });
  });

  it("tells the native app instead (client type 91) and stays on the page", async () => {
    await server.login("kfopen02");
    vi.spyOn(window.navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) LotteryApp/1.0",
    );
    const postMessage = vi.fn();
    (window as Bridged).webkit = { messageHandlers: { nativeApp: { postMessage } } };
    const navigate = vi.fn();
    registerNavigator(navigate);
    await openKefu("/home");
    expect(postMessage).toHaveBeenCalledWith({
      type: "kefu",
      url: new URL("/kefu?from=%2Fhome", window.location.origin).toString(),
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says 获取客服信息失败，请稍后重试 when the address cannot be had", async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    await openKefu("/home"); // nobody logged in: the server refuses
    expect(shownToasts()).toContain("获取客服信息失败，请稍后重试");
    expect(navigate).not.toHaveBeenCalledWith("/iframePage", expect.anything());
  });
});
