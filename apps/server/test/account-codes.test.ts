import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_VERSION, Msg, Status, type AuthModels, type Profile, type UserInfo } from "@lottery/contract";
import {
  call,
  lastDevCode,
  operatorToken,
  registerPlayer,
  startTestServer,
  useTestClock,
  type TestClock,
  type TestServer,
} from "./helpers.ts";

const SEC = 1000;
let server: TestServer;
let clock: TestClock;
let operator: string;
let ipSeq = 0;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  // 10:00 China time, so a test's minutes never cross a China midnight.
  clock = useTestClock(server, new Date("2026-06-15T02:00:00Z"));
  operator = await operatorToken(server.app);
});
afterAll(async () => {
  await server.close();
});

/** account/sendcode from a fresh IP each time (the per-IP limit is tested on its own). */
function sendCode(
  params: Record<string, string>,
  token?: string,
  ip = `10.9.${++ipSeq >> 8}.${ipSeq & 255}`,
) {
  return call<{ expiresIn: number; resendIn: number }>(server.app, "POST", "/api/account/sendcode", params, {
    token,
    ip,
  });
}

const post = <T>(path: string, params: Record<string, string>, token?: string) =>
  call<T>(server.app, "POST", path, params, { token });

/** A player with `phone` bound through the real bind flow. */
async function playerWithPhone(userName: string, phone: string) {
  const player = await registerPlayer(server.app, userName);
  expect((await sendCode({ purpose: "bindPhone", target: phone }, player.token)).body.status).toBe(0);
  const code = (await lastDevCode(server.app, operator, phone))!;
  const bound = await post<UserInfo>("/api/account/bindphone", { phone, code }, player.token);
  expect(bound.body.status).toBe(0);
  clock.advance(61 * SEC);
  return player;
}

describe("binding a phone or e-mail", () => {
  it("binds a phone with the code sent to it, bumping v", async () => {
    const player = await registerPlayer(server.app, "bind01");
    const sent = await sendCode({ purpose: "bindPhone", target: "13900000001" }, player.token);
    expect(sent.body).toEqual({ status: 0, msg: "", models: { expiresIn: 300, resendIn: 60 } });
    const code = await lastDevCode(server.app, operator, "13900000001");
    expect(code).toMatch(/^\d{6}$/);
    const res = await post<UserInfo>(
      "/api/account/bindphone",
      { phone: "13900000001", code: code! },
      player.token,
    );
    expect(res.body.models).toMatchObject({ PhoneBound: true, v: CLIENT_VERSION });
    const profile = await call<Profile>(
      server.app,
      "GET",
      "/api/account/profile",
      {},
      { token: player.token },
    );
    expect(profile.body.models!.phone).toBe("139****0001");
  });

  it("needs a token for bind codes and a well-formed target", async () => {
    expect((await sendCode({ purpose: "bindPhone", target: "13900000002" })).body.status).toBe(
      Status.LOGIN_REQUIRED,
    );
    const player = await registerPlayer(server.app, "bind02");
    const badPhone = await sendCode({ purpose: "bindPhone", target: "12345" }, player.token);
    expect(badPhone.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("target") });
    const badMail = await sendCode({ purpose: "bindEmail", target: "not-mail" }, player.token);
    expect(badMail.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("target") });
    const badPurpose = await sendCode({ purpose: "spam", target: "13900000002" }, player.token);
    expect(badPurpose.body).toMatchObject({
      status: Status.BAD_PARAM,
      msg: expect.stringContaining("purpose"),
    });
    const badCode = await post(
      "/api/account/bindphone",
      { phone: "13900000002", code: "12ab" },
      player.token,
    );
    expect(badCode.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("code") });
  });

  it("refuses a phone another account holds, at send time and at bind time", async () => {
    const first = await registerPlayer(server.app, "bind03");
    const second = await registerPlayer(server.app, "bind04");
    // Both ask for a code before either binds; the first binds, the second is refused.
    await sendCode({ purpose: "bindPhone", target: "13900000003" }, second.token);
    const secondCode = (await lastDevCode(server.app, operator, "13900000003"))!;
    clock.advance(61 * SEC);
    await sendCode({ purpose: "bindPhone", target: "13900000003" }, first.token);
    const firstCode = (await lastDevCode(server.app, operator, "13900000003"))!;
    expect(
      (await post("/api/account/bindphone", { phone: "13900000003", code: firstCode }, first.token)).body
        .status,
    ).toBe(0);
    const late = await post(
      "/api/account/bindphone",
      { phone: "13900000003", code: secondCode },
      second.token,
    );
    expect(late.body).toMatchObject({ status: 1, msg: Msg.phoneTaken });
    clock.advance(61 * SEC);
    const again = await sendCode({ purpose: "bindPhone", target: "13900000003" }, second.token);
    expect(again.body).toMatchObject({ status: 1, msg: Msg.phoneTaken });
  });

  it("accepts a bind code only from the player it was sent for", async () => {
    const owner = await registerPlayer(server.app, "bind05");
    const thief = await registerPlayer(server.app, "bind06");
    await sendCode({ purpose: "bindPhone", target: "13900000005" }, owner.token);
    const code = (await lastDevCode(server.app, operator, "13900000005"))!;
    const res = await post("/api/account/bindphone", { phone: "13900000005", code }, thief.token);
    expect(res.body).toMatchObject({ status: 1, msg: Msg.codeInvalid });
    expect(
      (await post("/api/account/bindphone", { phone: "13900000005", code }, owner.token)).body.status,
    ).toBe(0);
  });

  it("binds an e-mail address lower-cased, masked in the profile", async () => {
    const player = await registerPlayer(server.app, "mail01");
    await sendCode({ purpose: "bindEmail", target: "Mail.Owner@Example.com" }, player.token);
    const code = (await lastDevCode(server.app, operator, "mail.owner@example.com"))!;
    const res = await post<UserInfo>(
      "/api/Account/QQMailBind",
      { email: "MAIL.owner@example.com", code },
      player.token,
    );
    expect(res.body.models).toMatchObject({ EmailBound: true });
    const profile = await call<Profile>(
      server.app,
      "GET",
      "/api/account/profile",
      {},
      { token: player.token },
    );
    expect(profile.body.models!.email).toBe("ma***@example.com");

    const other = await registerPlayer(server.app, "mail02");
    clock.advance(61 * SEC);
    const taken = await sendCode({ purpose: "bindEmail", target: "mail.owner@EXAMPLE.com" }, other.token);
    expect(taken.body).toMatchObject({ status: 1, msg: Msg.emailTaken });
  });
});

describe("code rules", () => {
  it("uses a code once", async () => {
    await playerWithPhone("once01", "13900000011");
    await sendCode({ purpose: "login", target: "13900000011" });
    const code = (await lastDevCode(server.app, operator, "13900000011"))!;
    expect((await post("/api/account/phonelogin", { phone: "13900000011", code })).body.status).toBe(0);
    const again = await post("/api/account/phonelogin", { phone: "13900000011", code });
    expect(again.body).toMatchObject({ status: 1, msg: Msg.codeInvalid });
  });

  it("lets a code expire after 300 seconds", async () => {
    await playerWithPhone("expire01", "13900000012");
    await sendCode({ purpose: "login", target: "13900000012" });
    const code = (await lastDevCode(server.app, operator, "13900000012"))!;
    clock.advance(301 * SEC);
    const res = await post("/api/account/phonelogin", { phone: "13900000012", code });
    expect(res.body).toMatchObject({ status: 1, msg: Msg.codeInvalid });
  });

  it("kills a code after five wrong tries", async () => {
    await playerWithPhone("tries01", "13900000013");
    await sendCode({ purpose: "login", target: "13900000013" });
    const code = (await lastDevCode(server.app, operator, "13900000013"))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i += 1) {
      const res = await post("/api/account/phonelogin", { phone: "13900000013", code: wrong });
      expect(res.body.msg).toBe(Msg.codeInvalid);
    }
    expect((await post("/api/account/phonelogin", { phone: "13900000013", code })).body.msg).toBe(
      Msg.codeInvalid,
    );
  });

  it("sends to a target at most once a minute and ten times a China day", async () => {
    const player = await registerPlayer(server.app, "limit01");
    const target = "13900000014";
    expect((await sendCode({ purpose: "bindPhone", target }, player.token)).body.status).toBe(0);
    const soon = await sendCode({ purpose: "bindPhone", target }, player.token);
    expect(soon.body).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: Msg.codeResendWait(60) });
    clock.advance(45 * SEC);
    expect((await sendCode({ purpose: "bindPhone", target }, player.token)).body.msg).toBe(
      Msg.codeResendWait(15),
    );
    for (let sent = 1; sent < 10; sent += 1) {
      clock.advance(60 * SEC);
      expect((await sendCode({ purpose: "bindPhone", target }, player.token)).body.status).toBe(0);
    }
    clock.advance(60 * SEC);
    const eleventh = await sendCode({ purpose: "bindPhone", target }, player.token);
    expect(eleventh.body).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: Msg.codeDailyLimit });
  });

  it("limits sends per IP", async () => {
    const player = await registerPlayer(server.app, "limit02");
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const target = `1370000${String(i).padStart(4, "0")}`;
      statuses.push(
        (await sendCode({ purpose: "bindPhone", target }, player.token, "10.200.0.1")).body.status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 0)).toBe(true);
    expect(statuses[10]).toBe(Status.TOO_MANY_REQUESTS);
  });
});

describe("phone login", () => {
  it("logs in with the login code and records the attempt", async () => {
    await playerWithPhone("phone01", "13900000021");
    await sendCode({ purpose: "login", target: "13900000021" });
    const code = (await lastDevCode(server.app, operator, "13900000021"))!;
    const res = await post<AuthModels>("/api/account/phonelogin", {
      phone: "13900000021",
      code,
      autoLogin: "0",
    });
    expect(res.body.models!.userInfo.UserName).toBe("phone01");
    const history = await call<{ list: { method: string; success: boolean }[] }>(
      server.app,
      "GET",
      "/api/account/loginhistory",
      {},
      { token: res.body.models!.token },
    );
    expect(history.body.models!.list[0]).toMatchObject({ method: "code", success: true });
  });

  it("answers a phone nobody holds exactly like a bound one, and sends nothing to it", async () => {
    await playerWithPhone("phone02", "13900000022");
    const bound = await sendCode({ purpose: "login", target: "13900000022" });
    const unbound = await sendCode({ purpose: "login", target: "13900000023" });
    expect(unbound.body).toEqual(bound.body);
    expect(await lastDevCode(server.app, operator, "13900000023")).toBeNull();
    const res = await post("/api/account/phonelogin", { phone: "13900000023", code: "123456" });
    expect(res.body).toMatchObject({ status: 1, msg: Msg.codeInvalid });
  });

  it("answers status 5 for an account banned after the code was sent, and honours a lockout", async () => {
    const banned = await playerWithPhone("phone03", "13900000024");
    await sendCode({ purpose: "login", target: "13900000024" });
    const code = (await lastDevCode(server.app, operator, "13900000024"))!;
    await server.app.inject({
      method: "POST",
      url: "/admin/api/players/ban",
      headers: { authorization: `Bearer ${operator}` },
      payload: { mid: banned.userInfo.Mid, banned: true },
    });
    expect((await post("/api/account/phonelogin", { phone: "13900000024", code })).body.status).toBe(
      Status.BANNED,
    );

    await playerWithPhone("phone04", "13900000025");
    for (let i = 0; i < 5; i += 1)
      await post("/api/account/weblogin", { userName: "phone04", password: "bad-pass" });
    await sendCode({ purpose: "login", target: "13900000025" });
    const lockedCode = (await lastDevCode(server.app, operator, "13900000025"))!;
    const locked = await post("/api/account/phonelogin", { phone: "13900000025", code: lockedCode });
    expect(locked.body).toMatchObject({ status: 1, msg: Msg.accountLocked(15) });
  });
});

describe("password reset", () => {
  it("answers identically whether or not the name and phone match an account", async () => {
    await playerWithPhone("reset01", "13900000031");
    const answers = await Promise.all([
      sendCode({ purpose: "reset", target: "13900000031", userName: "reset01" }),
      sendCode({ purpose: "reset", target: "13900000032", userName: "reset01" }),
      sendCode({ purpose: "reset", target: "13900000033", userName: "nobody42" }),
    ]);
    for (const res of answers) expect(res.body).toEqual(answers[0]!.body);
    expect(await lastDevCode(server.app, operator, "13900000032")).toBeNull();
    expect(await lastDevCode(server.app, operator, "13900000033")).toBeNull();
    // A name that does not go with the phone gets no code either, and the same answer.
    clock.advance(61 * SEC);
    const otherName = await sendCode({ purpose: "reset", target: "13900000031", userName: "nobody42" });
    expect(otherName.body).toEqual(answers[0]!.body);
    const missingName = await sendCode({ purpose: "reset", target: "13900000031" });
    expect(missingName.body).toMatchObject({ status: Status.BAD_PARAM, msg: Msg.missingParam("userName") });
  });

  it("sets the new password, ends every session and lifts a lockout", async () => {
    const player = await playerWithPhone("reset02", "13900000034");
    for (let i = 0; i < 5; i += 1)
      await post("/api/account/weblogin", { userName: "reset02", password: "bad-pass" });
    await sendCode({ purpose: "reset", target: "13900000034", userName: "RESET02" });
    const code = (await lastDevCode(server.app, operator, "13900000034"))!;

    const wrongName = await post("/api/account/resetpwd", {
      userName: "reset01",
      phone: "13900000034",
      code,
      password: "fresh-pass",
    });
    expect(wrongName.body).toMatchObject({ status: 1, msg: Msg.codeInvalid });

    clock.advance(61 * SEC);
    await sendCode({ purpose: "reset", target: "13900000034", userName: "reset02" });
    const code2 = (await lastDevCode(server.app, operator, "13900000034"))!;
    const res = await post("/api/account/resetpwd", {
      userName: "reset02",
      phone: "13900000034",
      code: code2,
      password: "fresh-pass",
    });
    expect(res.body).toEqual({ status: 0, msg: "", models: null });
    const old = await call(server.app, "GET", "/api/account/userinfo", {}, { token: player.token });
    expect(old.body.status).toBe(Status.LOGIN_REQUIRED);
    const login = await post("/api/account/weblogin", { userName: "reset02", password: "fresh-pass" });
    expect(login.body.status).toBe(0);
  });
});

describe("operator view of dev codes", () => {
  it("needs an operator token", async () => {
    const res = await server.app.inject({ method: "GET", url: "/admin/api/dev/codes?target=13900000001" });
    expect(res.json()).toMatchObject({ status: Status.LOGIN_REQUIRED });
  });
});

describe("gateway delivery", () => {
  let gateway: http.Server;
  const received: { url: string; auth: string; body: unknown }[] = [];
  let gatewayServer: TestServer;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => {
        received.push({ url: req.url ?? "", auth: req.headers.authorization ?? "", body: JSON.parse(data) });
        res.end("{}");
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    gatewayServer = await startTestServer({
      CODE_SENDER: "gateway",
      SMS_GATEWAY_URL: `${base}/sms`,
      SMS_GATEWAY_KEY: "sms-key",
      MAIL_GATEWAY_URL: `${base}/mail`,
      MAIL_GATEWAY_KEY: "mail-key",
    });
  });
  afterAll(async () => {
    await gatewayServer.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it("posts SMS and mail codes to the gateways, and keeps dev codes closed", async () => {
    const player = await registerPlayer(gatewayServer.app, "gate01");
    const send = (purpose: string, target: string) =>
      call(gatewayServer.app, "POST", "/api/account/sendcode", { purpose, target }, { token: player.token });
    expect((await send("bindPhone", "13600000001")).body.status).toBe(0);
    expect((await send("bindEmail", "Gate@Example.com")).body.status).toBe(0);
    await expect.poll(() => received.length).toBe(2);
    const sms = received.find((r) => r.url === "/sms")!;
    expect(sms).toMatchObject({ auth: "Bearer sms-key", body: { phone: "13600000001" } });
    expect((sms.body as { content: string }).content).toMatch(/验证码是\d{6}/);
    const mail = received.find((r) => r.url === "/mail")!;
    expect(mail).toMatchObject({
      auth: "Bearer mail-key",
      body: { to: "gate@example.com", subject: Msg.codeMailSubject },
    });

    const devCodes = await gatewayServer.app.inject({
      method: "GET",
      url: "/admin/api/dev/codes?target=13600000001",
      headers: { authorization: `Bearer ${await operatorToken(gatewayServer.app)}` },
    });
    expect(devCodes.json()).toMatchObject({ status: 1, msg: Msg.devCodesOff });
  });
});
