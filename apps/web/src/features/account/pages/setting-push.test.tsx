import { createECDH, randomBytes } from "node:crypto";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { renderPage, shownToasts } from "#test/helpers.ts";
import type { CommunitySettings } from "@lottery/contract";
import { keyBytes } from "../../../lib/push.ts";
import { request } from "../../../lib/request.ts";
import SettingPage from "./SettingPage.tsx";

const server = useRealServer();
type AccountOps = typeof import("#test/features/account/server-ops.ts");
const account = server.ops<AccountOps>("#test/features/account/server-ops.ts");

/**
 * jsdom has no service worker, Notification or PushManager: this stands in for the browser's side
 * only (a push service endpoint and the browser's keys), so the page talks to the real server.
 */
function fakeBrowserPush(permission: NotificationPermission) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString("hex")}`;
  let current: PushSubscription | null = null;
  const subscribeKeys: Uint8Array[] = [];
  const subscription = {
    endpoint,
    toJSON: () => ({
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    }),
    unsubscribe: async () => {
      current = null;
      return true;
    },
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      subscribeKeys.push(options.applicationServerKey as Uint8Array);
      current = subscription;
      return subscription;
    },
  };
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { requestPermission: async () => permission },
  });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { endpoint, subscribeKeys };
}

afterEach(() => {
  Reflect.deleteProperty(window, "PushManager");
  Reflect.deleteProperty(window, "Notification");
  Reflect.deleteProperty(navigator, "serviceWorker");
});

const pushSwitch = () => screen.getByRole("switch", { name: "中奖推送" });

describe("/setting: 中奖推送", () => {
  it("subscribes this browser with the server's key, and forgets it when switched off", async () => {
    const { userInfo } = await server.login("pushset01");
    const browser = fakeBrowserPush("granted");
    renderPage(<SettingPage />, "/setting");
    expect(await screen.findByText("中奖推送")).toBeTruthy();
    await act(async () => fireEvent.click(pushSwitch()));
    await waitFor(() => expect(shownToasts()).toContain("已开启中奖推送"));
    expect(await account.pushEndpoints(userInfo.Mid)).toEqual([browser.endpoint]);
    // The key the browser subscribed with is the server's VAPID public key (65 bytes, uncompressed P-256).
    expect(browser.subscribeKeys).toHaveLength(1);
    expect(browser.subscribeKeys[0]!.length).toBe(65);
    expect(pushSwitch().getAttribute("aria-checked")).toBe("true");

    await act(async () => fireEvent.click(pushSwitch()));
    await waitFor(() => expect(shownToasts()).toContain("已关闭中奖推送"));
    expect(await account.pushEndpoints(userInfo.Mid)).toEqual([]);
  });

  it("says so when notifications are refused, and keeps nothing", async () => {
    const { userInfo } = await server.login("pushset02");
    fakeBrowserPush("denied");
    renderPage(<SettingPage />, "/setting");
    await act(async () => fireEvent.click(await screen.findByRole("switch", { name: "中奖推送" })));
    await waitFor(() => expect(shownToasts()).toContain("通知权限未开启，请在浏览器设置中允许本站通知"));
    expect(pushSwitch().getAttribute("aria-checked")).toBe("false");
    expect(await account.pushEndpoints(userInfo.Mid)).toEqual([]);
  });

  it("tells a browser without push how to get it", async () => {
    await server.login("pushset03");
    renderPage(<SettingPage />, "/setting");
    expect(await screen.findByText("当前浏览器不支持推送，可将本站添加到主屏幕后开启")).toBeTruthy();
    expect(pushSwitch().getAttribute("aria-disabled")).toBe("true");
  });

  it("turns a base64url key into its bytes", () => {
    expect([...keyBytes("AQID_-8")]).toEqual([1, 2, 3, 255, 239]);
  });
});

describe("/setting: 关注动态", () => {
  it("shows the server's switch (on by default) and saves it off and on again", async () => {
    await server.login("noticeset01");
    renderPage(<SettingPage />, "/setting");
    const notice = () => screen.getByRole("switch", { name: "关注动态" });
    await waitFor(() => expect(notice().getAttribute("aria-checked")).toBe("true"));
    await act(async () => fireEvent.click(notice()));
    await waitFor(() => expect(notice().getAttribute("aria-checked")).toBe("false"));
    expect(shownToasts()).toContain("已保存");
    expect((await request<CommunitySettings>("community/settings")).attentionNotice).toBe(false);
    await act(async () => fireEvent.click(notice()));
    await waitFor(() => expect(notice().getAttribute("aria-checked")).toBe("true"));
    expect((await request<CommunitySettings>("community/settings")).attentionNotice).toBe(true);
  });
});
