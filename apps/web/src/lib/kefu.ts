import type { KfUrlModels } from "@lottery/contract";
import { gamesMessages } from "../messages/games.ts";
import { browserEnvironment, clientTypeOf } from "./client-type.ts";
import { navigateTo } from "./navigation.ts";
import { postToNative } from "./native.ts";
import { paths } from "./paths.ts";
import { request } from "./request.ts";
import { useSession } from "./session.ts";
import { storage } from "./storage.ts";
import { showToast } from "./toast.ts";

/** ClientInfo of getKFUrl (SPEC 7.3): base64 of RDUID, account, time and IP, as UTF-8 JSON. */
export function kefuClientInfo(info: { rduid: string; account: string; time: number; ip: string }): string {
  const json = JSON.stringify({ RDUID: info.rduid, account: info.account, time: info.time, ip: info.ip });
  const bytes = new TextEncoder().encode(json);
  return btoa(String.fromCharCode(...bytes));
}

/** SPEC 7.3 getKFUrl: the chat address, or null when it could not be had (the caller says so). */
export async function fetchKefuUrl(page: string): Promise<string | null> {
  const user = useSession.getState().userInfo;
  const ClientInfo = kefuClientInfo({
    rduid: storage.get("fingerprint") ?? "",
    account: user?.UserName ?? "",
    time: Math.floor(Date.now() / 1000),
    ip: storage.get("clientIp") ?? "",
  });
  try {
    const models = await request<KfUrlModels>(
      "SystemConfig/GetKFUrl",
      { mid: user?.Mid ?? "", page, ClientInfo },
      { silent: true },
    );
    return models?.url || null;
  } catch {
    return null;
  }
}

/**
 * Opens customer service: the native app is told (client types 8x/9x, SPEC 4), anything else opens the
 * chat in /iframePage with title kefu; a failure shows 获取客服信息失败，请稍后重试.
 */
export async function openKefu(page = window.location.pathname): Promise<void> {
  const url = await fetchKefuUrl(page);
  if (!url) {
    showToast(gamesMessages.gamesKefuTestFailed);
    return;
  }
  const absolute = new URL(url, window.location.origin).toString();
  if (postToNative({ type: "kefu", url: absolute }, clientTypeOf(browserEnvironment()))) return;
  navigateTo(paths.iframePage, { state: { url, title: "kefu" } });
}
