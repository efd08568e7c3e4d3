import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { Status } from "@lottery/contract";
import { users } from "../src/account/tables.ts";
import { call, operatorToken, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("envelope and transport", () => {
  it("answers the server time in the envelope", async () => {
    const res = await call<{ serverTime: string; timestamp: number }>(
      server.app,
      "GET",
      "/api/SystemConfig/GetServerTime",
    );
    expect(res.http).toBe(200);
    expect(res.body.status).toBe(0);
    expect(res.body.msg).toBe("");
    expect(res.body.models?.serverTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(Math.abs((res.body.models?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(5);
  });

  it("matches paths case-insensitively", async () => {
    for (const path of [
      "/api/systemconfig/getservertime",
      "/API/SYSTEMCONFIG/GETSERVERTIME",
      "/api/SystemConfig/GetServerTime/",
    ]) {
      const res = await call(server.app, "GET", path);
      expect(res.body.status, path).toBe(0);
    }
  });

  it("answers GetIP with models.IP", async () => {
    const res = await call<{ IP: string }>(
      server.app,
      "GET",
      "/api/SystemConfig/GetIP",
      {},
      { ip: "10.1.2.3" },
    );
    expect(res.body.models).toEqual({ IP: "10.1.2.3" });
  });

  it("merges query and form body, body winning", async () => {
    const t = String(Math.floor(Date.now() / 1000));
    // userName in the query is malformed, the body's is valid: the body wins and registration succeeds.
    const { signParams, DEV_SIGN_KEY } = await import("@lottery/contract");
    const params = { c: "1", t, userName: "merged01", password: "secret123" };
    const s = signParams(params, DEV_SIGN_KEY);
    const res = await server.app.inject({
      method: "POST",
      url: `/api/account/webregist?userName=1bad&t=${t}&c=1&s=${s}`,
      payload: "userName=merged01&password=secret123",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.json()).toMatchObject({ status: 0, models: { userInfo: { UserName: "merged01" } } });
  });

  it("answers an unknown API path with a 404 envelope", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/nothing/here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 1 });
  });

  it("serves the OpenAPI description and the health check", async () => {
    const docs = await server.app.inject({ method: "GET", url: "/docs/json" });
    expect(docs.statusCode).toBe(200);
    const spec = docs.json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toContain("/api/account/weblogin");
    const health = await server.app.inject({ method: "GET", url: "/health" });
    expect(health.json()).toEqual({ ok: true });
  });
});

describe("signature (status 3)", () => {
  it("refuses a wrong signature", async () => {
    const res = await call(server.app, "GET", "/api/SystemConfig/GetServerTime", {}, { key: "wrong-key" });
    expect(res.body.status).toBe(Status.BAD_SIGNATURE);
    expect(res.body.msg).toMatch(/签名/);
  });

  it("refuses a missing signature", async () => {
    const res = await call(server.app, "GET", "/api/SystemConfig/GetServerTime", {}, { common: { s: null } });
    expect(res.body.status).toBe(Status.BAD_SIGNATURE);
  });

  it("refuses t more than 300 s away, accepts within", async () => {
    // Read the clock at each call: on a busy machine one call can take seconds.
    const now = () => Math.floor(Date.now() / 1000);
    const stale = await call(
      server.app,
      "GET",
      "/api/SystemConfig/GetServerTime",
      {},
      { common: { t: now() - 302 } },
    );
    expect(stale.body.status).toBe(Status.BAD_SIGNATURE);
    const future = await call(
      server.app,
      "GET",
      "/api/SystemConfig/GetServerTime",
      {},
      { common: { t: now() + 302 } },
    );
    expect(future.body.status).toBe(Status.BAD_SIGNATURE);
    const fresh = await call(
      server.app,
      "GET",
      "/api/SystemConfig/GetServerTime",
      {},
      { common: { t: now() - 250 } },
    );
    expect(fresh.body.status).toBe(0);
  });

  it("refuses a tampered parameter", async () => {
    const { signParams, DEV_SIGN_KEY } = await import("@lottery/contract");
    const t = String(Math.floor(Date.now() / 1000));
    const s = signParams({ t, userName: "alice01", password: "secret123" }, DEV_SIGN_KEY);
    const res = await server.app.inject({
      method: "POST",
      url: "/api/account/weblogin",
      payload: `t=${t}&userName=mallory1&password=secret123&s=${s}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.json()).toMatchObject({ status: Status.BAD_SIGNATURE });
  });
});

describe("accounts", () => {
  it("registers with the terms box ticked (H5) and without the field (API.md §3 callers)", async () => {
    const ticked = await call(server.app, "POST", "/api/account/webregist", {
      userName: "Terms01",
      password: "secret123",
      agreeTerms: "1",
    });
    expect(ticked.body).toMatchObject({ status: 0, models: { userInfo: { UserName: "Terms01" } } });
    const plain = await call(server.app, "POST", "/api/account/webregist", {
      userName: "Terms02",
      password: "secret123",
    });
    expect(plain.body.status).toBe(0);
  });

  it("registers, reads userinfo, logs out, logs in again", async () => {
    const reg = await registerPlayer(server.app, "Alice01");
    expect(reg.token.length).toBeGreaterThanOrEqual(22);
    const info = await call<Record<string, unknown>>(
      server.app,
      "GET",
      "/api/account/userinfo",
      {},
      { token: reg.token },
    );
    expect(info.body.status).toBe(0);
    expect(info.body.models).toMatchObject({
      Mid: reg.userInfo.Mid,
      UserName: "Alice01",
      Balance: 0,
      GameTransferPermission: false,
      RealNameBound: false,
      PhoneBound: false,
      EmailBound: false,
    });
    const out = await call(server.app, "POST", "/api/account/logout", {}, { token: reg.token });
    expect(out.body).toEqual({ status: 0, msg: "", models: null });
    const after = await call(server.app, "GET", "/api/account/userinfo", {}, { token: reg.token });
    expect(after.body.status).toBe(Status.LOGIN_REQUIRED);

    const login = await call<{ token: string }>(server.app, "POST", "/api/account/weblogin", {
      userName: "alice01",
      password: "secret123",
    });
    expect(login.body.status).toBe(0);
    expect(login.body.models?.token).not.toBe(reg.token);
  });

  it("refuses a taken name in any case, and a wrong password, with status 1", async () => {
    await registerPlayer(server.app, "Bob0001");
    const dup = await call(server.app, "POST", "/api/account/webregist", {
      userName: "BOB0001",
      password: "secret123",
    });
    expect(dup.body).toMatchObject({ status: Status.REFUSED, msg: "用户名已被注册" });
    const wrong = await call(server.app, "POST", "/api/account/weblogin", {
      userName: "bob0001",
      password: "nope123",
    });
    expect(wrong.body).toMatchObject({ status: Status.REFUSED, msg: "用户名或密码错误" });
    const nobody = await call(server.app, "POST", "/api/account/weblogin", {
      userName: "ghost01",
      password: "nope123",
    });
    expect(nobody.body.msg).toBe(wrong.body.msg);
  });

  it("answers status 4 without a token or with an unknown one", async () => {
    const none = await call(server.app, "GET", "/api/account/userinfo");
    expect(none.body.status).toBe(Status.LOGIN_REQUIRED);
    const unknown = await call(server.app, "GET", "/api/account/userinfo", {}, { token: "x".repeat(43) });
    expect(unknown.body.status).toBe(Status.LOGIN_REQUIRED);
  });
});

describe("bad input (status 2, nothing written)", () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ["missing userName", { password: "secret123" }, /userName/],
    ["missing password", { userName: "carol01" }, /password/],
    ["name starting with a digit", { userName: "1carol", password: "secret123" }, /userName/],
    ["name too short", { userName: "abc", password: "secret123" }, /userName/],
    ["name too long", { userName: "a".repeat(17), password: "secret123" }, /userName/],
    ["name with symbols", { userName: "carol'--", password: "secret123" }, /userName/],
    ["password too short", { userName: "carol01", password: "12345" }, /password/],
    ["password too long", { userName: "carol01", password: "x".repeat(21) }, /password/],
    [
      "terms box not ticked",
      { userName: "carol01", password: "secret123", agreeTerms: "0" },
      /agreeTerms.*18周岁/,
    ],
    ["terms box malformed", { userName: "carol01", password: "secret123", agreeTerms: "yes" }, /agreeTerms/],
  ];
  it.each(cases)("%s", async (_label, params, field) => {
    const before = await server.database.db.select({ n: count() }).from(users);
    const res = await call(server.app, "POST", "/api/account/webregist", params);
    expect(res.http).toBe(200);
    expect(res.body.status).toBe(Status.BAD_PARAM);
    expect(res.body.msg).toMatch(field);
    expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const after = await server.database.db.select({ n: count() }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("answers a malformed body with status 2, never 500", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/admin/api/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: Status.BAD_PARAM });
  });
});

describe("operators, bans and maintenance", () => {
  it("keeps operator and player tokens apart", async () => {
    const opToken = await operatorToken(server.app);
    const player = await registerPlayer(server.app, "Dave001");
    // An operator token is no player token…
    const asPlayer = await call(server.app, "GET", "/api/account/userinfo", {}, { token: opToken });
    expect(asPlayer.body.status).toBe(Status.LOGIN_REQUIRED);
    // …and a player token is no operator token.
    const asOperator = await server.app.inject({
      method: "POST",
      url: "/admin/api/system/maintenance",
      headers: { authorization: `Bearer ${player.token}` },
      payload: { on: true },
    });
    expect(asOperator.json()).toMatchObject({ status: Status.LOGIN_REQUIRED });
    const noToken = await server.app.inject({
      method: "POST",
      url: "/admin/api/system/maintenance",
      payload: { on: true },
    });
    expect(noToken.json()).toMatchObject({ status: Status.LOGIN_REQUIRED });
  });

  it("answers status 5 on every call of a banned player, and refuses their login", async () => {
    const opToken = await operatorToken(server.app);
    const player = await registerPlayer(server.app, "Eve0001");
    const ban = await server.app.inject({
      method: "POST",
      url: "/admin/api/players/ban",
      headers: { authorization: `Bearer ${opToken}` },
      payload: { mid: player.userInfo.Mid, banned: true },
    });
    expect(ban.json()).toMatchObject({ status: 0 });
    const info = await call(server.app, "GET", "/api/account/userinfo", {}, { token: player.token });
    expect(info.body.status).toBe(Status.BANNED);
    const heartbeat = await call(server.app, "POST", "/api/Account/Heartbeat", {}, { token: player.token });
    expect(heartbeat.body.status).toBe(Status.BANNED);
    const login = await call(server.app, "POST", "/api/account/weblogin", {
      userName: "eve0001",
      password: "secret123",
    });
    expect(login.body.status).toBe(Status.BANNED);
  });

  it("answers status 6 on player calls during maintenance", async () => {
    const opToken = await operatorToken(server.app);
    const player = await registerPlayer(server.app, "Fay0001");
    const set = (on: boolean) =>
      server.app.inject({
        method: "POST",
        url: "/admin/api/system/maintenance",
        headers: { authorization: `Bearer ${opToken}` },
        payload: { on, message: "系统升级中，预计10分钟" },
      });
    expect((await set(true)).json()).toMatchObject({ status: 0 });
    const info = await call(server.app, "GET", "/api/account/userinfo", {}, { token: player.token });
    expect(info.body).toMatchObject({ status: Status.MAINTENANCE, msg: "系统升级中，预计10分钟" });
    const reg = await call(server.app, "POST", "/api/account/webregist", {
      userName: "gus0001",
      password: "secret123",
    });
    expect(reg.body.status).toBe(Status.MAINTENANCE);
    const check = await call(server.app, "GET", "/api/SystemConfig/CheckSystemStatus");
    expect(check.body.status).toBe(Status.MAINTENANCE);
    expect((await set(false)).json()).toMatchObject({ status: 0 });
    const open = await call(server.app, "GET", "/api/SystemConfig/CheckSystemStatus");
    expect(open.body).toMatchObject({ status: 0, models: { maintenance: false } });
  });
});
