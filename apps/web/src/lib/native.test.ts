import { afterEach, describe, expect, it, vi } from "vitest";
import { postToNative } from "./native.ts";

type Bridged = Window & {
  webkit?: { messageHandlers?: { nativeApp?: { postMessage(message: unknown): void } } };
  ReactNativeWebView?: { postMessage(message: string): void };
};
const bridged = window as Bridged;

afterEach(() => {
  delete bridged.webkit;
  delete bridged.ReactNativeWebView;
  vi.restoreAllMocks();
});

describe("the native bridge protocol (docs/native-bridge.md)", () => {
  const message = { type: "kefu", url: "https://kefu.example/chat" } as const;

  it("posts the message object to the iOS handler nativeApp", () => {
    const postMessage = vi.fn();
    bridged.webkit = { messageHandlers: { nativeApp: { postMessage } } };
    expect(postToNative(message, 91)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(message);
  });

  it("posts JSON text to an Android (React Native style) bridge", () => {
    const postMessage = vi.fn();
    bridged.ReactNativeWebView = { postMessage };
    expect(postToNative({ type: "openUrl", url: "https://x.example/" }, 61)).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      type: "openUrl",
      url: "https://x.example/",
    });
  });

  it("falls back to the embedding window, and does nothing outside the wrapper", () => {
    const parentPost = vi.spyOn(window.parent, "postMessage").mockImplementation(() => undefined);
    expect(postToNative(message, 61)).toBe(true);
    expect(parentPost).toHaveBeenCalledWith(message, "*");
    parentPost.mockClear();
    for (const clientType of [1, 31, 71, 81]) expect(postToNative(message, clientType)).toBe(false);
    expect(parentPost).not.toHaveBeenCalled();
  });
});
