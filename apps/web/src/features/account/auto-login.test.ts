import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toast } from "antd-mobile";
import { mainHttp } from "../../lib/request.ts";
import {
  forgetLoginOfEndedBrowserSession,
  hydrateSession,
  isLoggedIn,
  useSession,
} from "../../lib/session.ts";
import { storage } from "../../lib/storage.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "#test/helpers.ts";
import { login } from "./api/login.ts";
import { setAutoLogin } from "./auto-login.ts";

let log: SeenRequest[];

/** What a page load runs first: the rule, then the store reads storage again. */
function appStart(): boolean {
  const dropped = forgetLoginOfEndedBrowserSession();
  hydrateSession();
  return dropped;
}

/** Closing the browser ends its session storage; local storage stays. */
function closeBrowser(): void {
  window.sessionStorage.clear();
}

beforeEach(() => {
  log = [];
  vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  mainHttp.adapter = mockAdapter(
    () => ({ data: { status: 0, msg: "", models: { token: "tok-7", userInfo: demoUser } } }),
    log,
  );
  resetBrowserState();
  appStart();
});

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
  hydrateSession();
});

describe("auto-login (SPEC 4)", () => {
  it("sends the switch and keeps its flag", async () => {
    await login({ userName: "player01", password: "secret1", autoLogin: "0" });
    expect(log[0]!.body).toMatchObject({ autoLogin: "0" });
    expect(storage.get("autoLogin")).toBe(false);
    expect(useSession.getState().autoLogin).toBe(false);
  });

  it("without auto-login, a reload keeps the login and a new browser session drops it", async () => {
    await login({ userName: "player01", password: "secret1", autoLogin: "0" });
    expect(appStart()).toBe(false);
    expect(isLoggedIn()).toBe(true);

    closeBrowser();
    expect(appStart()).toBe(true);
    expect(isLoggedIn()).toBe(false);
    expect(storage.get("token")).toBeUndefined();
    expect(storage.get("userInfo")).toBeUndefined();
  });

  it("with auto-login, the login outlives the browser session", async () => {
    await login({ userName: "player01", password: "secret1", autoLogin: "1" });
    closeBrowser();
    expect(appStart()).toBe(false);
    expect(isLoggedIn()).toBe(true);
    expect(useSession.getState().token).toBe("tok-7");
  });

  it("turning the switch off in 设置 applies from the next browser session", async () => {
    await login({ userName: "player01", password: "secret1", autoLogin: "1" });
    setAutoLogin(false);
    expect(storage.get("autoLogin")).toBe(false);
    expect(appStart()).toBe(false);
    closeBrowser();
    expect(appStart()).toBe(true);
    expect(isLoggedIn()).toBe(false);
  });
});
