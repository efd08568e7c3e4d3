import { HttpError } from "./http.ts";
import { Dialog, Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEV_SIGN_KEY, signParams, Status } from "@lottery/contract";
import { messages } from "../messages/index.ts";
import { api, apiAll, apiHttp, apiNoToken, apiRequest, API_TIMEOUT_MS, oddsApi } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { NATIVE_UA_MARKER } from "./client-type.ts";
import { useHomeTab } from "./home-tab.ts";
import { registerNavigator } from "./navigation.ts";
import { mainHttp, MAIN_TIMEOUT_MS, post, request } from "./request.ts";
import { hydrateSession, startSession, useSession } from "./session.ts";
import { storage } from "./storage.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "#test/helpers.ts";

const ok = (models: unknown) => ({ data: { status: 0, msg: "", models } });
const fail = (status: number, msg: string, models: unknown = null) => ({ data: { status, msg, models } });

let log: SeenRequest[];
const navigate = vi.fn();
let toast: ReturnType<typeof vi.spyOn>;

function answer(reply: Parameters<typeof mockAdapter>[0]) {
  mainHttp.adapter = mockAdapter(reply, log);
  apiHttp.adapter = mockAdapter(reply, log);
}

function verifySignature(params: Record<string, string>) {
  const { s, ...rest } = params;
  expect(s).toBe(signParams(rest, DEV_SIGN_KEY));
}

beforeEach(() => {
  log = [];
  registerNavigator(navigate);
  toast = vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  startSession({ token: "tok-1", userInfo: demoUser });
  storage.set("fingerprint", "fp-1");
  storage.set("clientIp", "10.1.1.1");
});

afterEach(() => {
  registerNavigator(null);
  navigate.mockReset();
  toast.mockRestore();
  resetBrowserState();
  hydrateSession();
});

describe("main helper (SPEC 7.1)", () => {
  it("waits 10 s, the second helper 20 s", async () => {
    expect(MAIN_TIMEOUT_MS).toBe(10_000);
    expect(API_TIMEOUT_MS).toBe(20_000);
    answer(() => ok(null));
    await request("account/userinfo");
    await api.get("SystemConfig/GetServerTime");
    expect(log.map((r) => r.timeout)).toEqual([10_000, 20_000]);
  });

  it("sends a GET with every common parameter in the query string, signed", async () => {
    answer(() => ok(demoUser));
    await expect(request("account/userinfo", { extra: "x" })).resolves.toEqual(demoUser);
    const [sent] = log;
    expect(sent!.method).toBe("GET");
    expect(sent!.url).toBe("http://localhost/api/account/userinfo");
    expect(sent!.query).toMatchObject({
      extra: "x",
      c: "1",
      tk: "tok-1",
      p: "5",
      mid: "1001",
      RDUID: "fp-1",
      ip: "10.1.1.1",
    });
    expect(Number(sent!.query.t)).toBeCloseTo(Date.now() / 1000, -1);
    verifySignature(sent!.query);
  });

  it("posts form-encoded UTF-8 and sends the real client type on weblogin only", async () => {
    const ua = vi
      .spyOn(window.navigator, "userAgent", "get")
      .mockReturnValue(`iPhone ${NATIVE_UA_MARKER}2.1`);
    answer(() => ok({ token: "t2", userInfo: demoUser }));
    await post("account/weblogin", { userName: "张三abc", password: "secret1" });
    await post("account/logout");
    ua.mockRestore();
    const [sent, other] = log;
    expect(sent!.method).toBe("POST");
    expect(sent!.contentType).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(sent!.query).toEqual({});
    expect(sent!.body).toMatchObject({ userName: "张三abc", password: "secret1", c: "91" });
    verifySignature(sent!.body);
    expect(other!.body.c).toBe("1");
  });

  it("rejects a failure status with an ApiError and toasts the server's msg", async () => {
    answer(() => fail(Status.REFUSED, "余额不足"));
    const error = await request("lottery/bet_szc").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 1, message: "余额不足" });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ content: "余额不足", duration: 2000, position: "center" }),
    );
  });

  it("reads the envelope of an HTTP 500", async () => {
    answer(() => ({ status: 500, data: { status: 1, msg: messages.systemBusy } }));
    await expect(request("x/y")).rejects.toMatchObject({ status: 1 });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: messages.systemBusy }));
  });

  it("status 4 clears the session and goes to /login with the return target", async () => {
    window.history.replaceState(null, "", "/betRecord?page=2");
    answer(() => fail(Status.LOGIN_REQUIRED, "请先登录"));
    await expect(request("order/list")).rejects.toMatchObject({ status: 4 });
    expect(useSession.getState().token).toBeNull();
    expect(storage.get("token")).toBeUndefined();
    expect(storage.get("userInfo")).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/login?redirect=%2FbetRecord%3Fpage%3D2", { replace: true });
  });

  it("status 5 is the forced logout of SPEC 4", async () => {
    storage.set("autoLogin", true);
    useHomeTab.setState({ tabIndex: 3 });
    storage.set("tabIndex", 3);
    answer(() => fail(Status.BANNED, "账号已被冻结，请联系客服"));
    await expect(request("account/userinfo")).rejects.toMatchObject({ status: 5 });
    expect(useSession.getState()).toMatchObject({ token: null, userInfo: null, autoLogin: false });
    expect(storage.get("token")).toBeUndefined();
    expect(storage.get("autoLogin")).toBeUndefined();
    expect(storage.get("banned")).toBe(true);
    expect(storage.get("tabIndex")).toBe(0);
    expect(useHomeTab.getState().tabIndex).toBe(0);
    expect(navigate).toHaveBeenCalledWith("/", { replace: true });
  });

  it("status 6 goes to /maintaining", async () => {
    answer(() => fail(Status.MAINTENANCE, "系统维护中，请稍后再试"));
    await expect(request("account/userinfo")).rejects.toMatchObject({ status: 6 });
    expect(navigate).toHaveBeenCalledWith("/maintaining", { replace: true });
    expect(useSession.getState().token).toBe("tok-1");
  });

  it("status 8 is left to the caller, with the new odds", async () => {
    answer(() => fail(Status.ODDS_CHANGED, "赔率已变化", { odds: [1.9] }));
    await expect(request("lottery/bet_jc_create")).rejects.toMatchObject({
      status: 8,
      models: { odds: [1.9] },
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it("a timeout shows the timeout toast for 5 s (code 2)", async () => {
    answer(() => new HttpError("timeout of 10000ms exceeded", "ETIMEDOUT"));
    await expect(request("x/y")).rejects.toMatchObject({
      status: null,
      message: "timeout of 10000ms exceeded",
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ content: messages.timeout, duration: 5000 }),
    );
  });

  it("no answer shows 网络错误", async () => {
    answer(() => new HttpError("Network Error", "ERR_NETWORK"));
    await expect(request("x/y")).rejects.toMatchObject({ status: null, message: "Network Error" });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: "网络错误", duration: 2000 }));
  });

  it("silent calls do not toast", async () => {
    answer(() => fail(Status.REFUSED, "nope"));
    await expect(request("x/y", {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("second helper (SPEC 7.2)", () => {
  it("puts route parameters and the token in the query, the call's parameters in a form body", async () => {
    answer(() => ok(true));
    await api.post("BankCard/BindAlipay", { account: "a@b.cn", name: "张三" }, { query: { walletId: 7 } });
    const [sent] = log;
    expect(sent!.method).toBe("POST");
    expect(sent!.contentType).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(sent!.query).toMatchObject({ walletId: "7", tk: "tok-1", mid: "1001", p: "5", c: "1" });
    expect(sent!.body).toEqual({ account: "a@b.cn", name: "张三" });
    verifySignature({ ...sent!.query, ...sent!.body });
  });

  it("sends PUT bodies form-encoded too", async () => {
    answer(() => ok(null));
    await api.put("UserCenter/SetProfile", { avatar: "3" });
    expect(log[0]!.body).toEqual({ avatar: "3" });
  });

  it("has a token-less variant", async () => {
    answer(() => ok({}));
    await apiNoToken.get("sitemsg/AppHomePageInfo");
    expect(log[0]!.query).not.toHaveProperty("tk");
    expect(log[0]!.query).not.toHaveProperty("mid");
    verifySignature(log[0]!.query);
  });

  it("has an odds-data variant on the same path (same origin locally)", async () => {
    answer(() => ok([]));
    await oddsApi.get("Match/MatchLive");
    expect(log[0]!.url).toBe("http://localhost/api/Match/MatchLive");
  });

  it("runs calls concurrently", async () => {
    answer((r) => ok(r.url.endsWith("a") ? 1 : 2));
    await expect(
      apiAll<[number, number]>([
        { method: "GET", path: "x/a" },
        { method: "GET", path: "x/b" },
      ]),
    ).resolves.toEqual([1, 2]);
  });

  it("a timeout shows the timeout toast for 2 s (code 1)", async () => {
    answer(() => new HttpError("timeout of 20000ms exceeded", "ETIMEDOUT"));
    await expect(api.get("x/y")).rejects.toMatchObject({ message: "timeout of 20000ms exceeded" });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ content: messages.timeout, duration: 2000 }),
    );
  });

  it("alerts when the request method is missing", async () => {
    const alert = vi.spyOn(Dialog, "alert").mockResolvedValue(undefined);
    answer(() => ok(null));
    await expect(apiRequest({ path: "x/y" })).rejects.toBeInstanceOf(ApiError);
    expect(alert).toHaveBeenCalledWith({ content: messages.missingRequestMethod });
    expect(log).toHaveLength(0);
    alert.mockRestore();
  });

  it("applies the same status rule", async () => {
    answer(() => fail(Status.MAINTENANCE, "维护"));
    await expect(api.get("x/y")).rejects.toMatchObject({ status: 6 });
    expect(navigate).toHaveBeenCalledWith("/maintaining", { replace: true });
  });
});
