import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Msg, Status, type AuthModels, type LoginRecord, type Profile } from "@lottery/contract";
import { userSessions } from "../src/account/tables.ts";
import { hashToken } from "../src/domain/tokens.ts";
import {
  call,
  registerPlayer,
  startTestServer,
  useTestClock,
  type TestClock,
  type TestServer,
} from "./helpers.ts";

const MIN = 60_000;
let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  clock = useTestClock(server);
});
afterAll(async () => {
  await server.close();
});

const login = (userName: string, password: string, extra: Record<string, string> = {}, ip?: string) =>
  call<AuthModels>(server.app, "POST", "/api/account/weblogin", { userName, password, ...extra }, { ip });

async function wrongPasswords(userName: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push((await login(userName, "wrong-pass")).body);
  return answers;
}

describe("password lockout", () => {
  beforeAll(async () => {
    await registerPlayer(server.app, "lock01");
    await registerPlayer(server.app, "lock02");
  });

  it("locks after the fifth wrong password within 15 minutes, telling the minutes left", async () => {
    const answers = await wrongPasswords("lock01", 5);
    for (const body of answers.slice(0, 4))
      expect(body).toMatchObject({ status: 1, msg: Msg.wrongCredentials });
    expect(answers[4]).toMatchObject({ status: Status.REFUSED, msg: Msg.accountLocked(15) });

    const right = await login("lock01", "secret123");
    expect(right.body).toMatchObject({ status: 1, msg: Msg.accountLocked(15), models: null });

    clock.advance(10 * MIN + 1000); // 4 min 59 s left → rounded up to 5
    expect((await login("lock01", "secret123")).body.msg).toBe(Msg.accountLocked(5));

    clock.advance(5 * MIN);
    expect((await login("lock01", "secret123")).body.status).toBe(0);
  });

  it("does not count attempts refused while locked towards the next lockout", async () => {
    // lock01 was locked and then logged in: four more wrong passwords do not lock it again.
    const answers = await wrongPasswords("lock01", 4);
    expect(answers.every((body) => body.msg === Msg.wrongCredentials)).toBe(true);
    expect((await login("lock01", "secret123")).body.status).toBe(0);
  });

  it("resets the count on a successful login", async () => {
    await wrongPasswords("lock02", 4);
    expect((await login("lock02", "secret123")).body.status).toBe(0);
    const answers = await wrongPasswords("lock02", 4);
    expect(answers.every((body) => body.msg === Msg.wrongCredentials)).toBe(true);
    expect((await login("lock02", "secret123")).body.status).toBe(0);
  });

  it("forgets failures older than 15 minutes", async () => {
    await wrongPasswords("lock02", 4);
    clock.advance(16 * MIN);
    expect((await wrongPasswords("lock02", 1))[0]!.msg).toBe(Msg.wrongCredentials);
    expect((await login("lock02", "secret123")).body.status).toBe(0);
  });

  it("answers an unknown name exactly like a wrong password", async () => {
    const unknown = await login("nobody99", "secret123");
    const wrong = await login("lock02", "not-it-1");
    expect(unknown.body).toEqual(wrong.body);
  });

  it("names a missing parameter (status 2)", async () => {
    const res = await call(server.app, "POST", "/api/account/weblogin", { userName: "lock02" });
    expect(res.body).toMatchObject({ status: Status.BAD_PARAM, msg: Msg.missingParam("password") });
  });
});

describe("session terms", () => {
  async function termHours(token: string): Promise<number> {
    const [row] = await server.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.tokenHash, hashToken(token)));
    return Math.round((row!.expiresAt.getTime() - Date.now()) / 3_600_000);
  }

  it("opens a 12-hour session without auto-login and the configured term otherwise", async () => {
    const short = await call<AuthModels>(server.app, "POST", "/api/account/webregist", {
      userName: "term01",
      password: "secret123",
      autoLogin: "0",
    });
    expect(await termHours(short.body.models!.token)).toBe(12);
    const long = await login("term01", "secret123", { autoLogin: "1" });
    expect(await termHours(long.body.models!.token)).toBe(168);
    const plain = await login("term01", "secret123");
    expect(await termHours(plain.body.models!.token)).toBe(168);
  });
});

describe("login history", () => {
  it("lists the player's own attempts, newest first, with ip, client type and method", async () => {
    const { token } = await registerPlayer(server.app, "hist01");
    await login("hist01", "wrong-pass", {}, "10.0.0.7");
    await call(
      server.app,
      "POST",
      "/api/account/weblogin",
      { userName: "hist01", password: "secret123" },
      {
        ip: "10.0.0.8",
        common: { c: 81 },
      },
    );
    await registerPlayer(server.app, "hist02"); // someone else's rows never show
    await login("hist02", "secret123");

    const res = await call<{ list: LoginRecord[]; total: number }>(
      server.app,
      "GET",
      "/api/account/loginhistory",
      { pageSize: 2 },
      { token },
    );
    expect(res.body.models!.total).toBe(3);
    expect(res.body.models!.list).toEqual([
      expect.objectContaining({ method: "password", success: true, ip: "10.0.0.8", clientType: 81 }),
      expect.objectContaining({ method: "password", success: false, ip: "10.0.0.7", clientType: 1 }),
    ]);
    const page2 = await call<{ list: LoginRecord[] }>(
      server.app,
      "GET",
      "/api/account/loginhistory",
      { pageSize: 2, pageIndex: 2 },
      { token },
    );
    expect(page2.body.models!.list).toEqual([expect.objectContaining({ method: "register", success: true })]);
  });

  it("refuses a bad page size (status 2) and an anonymous caller (status 4)", async () => {
    const { token } = await registerPlayer(server.app, "hist03");
    const bad = await call(server.app, "GET", "/api/account/loginhistory", { pageSize: 500 }, { token });
    expect(bad.body.status).toBe(Status.BAD_PARAM);
    expect(bad.body.msg).toContain("pageSize");
    expect((await call(server.app, "GET", "/api/account/loginhistory")).body.status).toBe(
      Status.LOGIN_REQUIRED,
    );
  });
});

describe("changing passwords", () => {
  it("changes the login password and ends every other session", async () => {
    const { token } = await registerPlayer(server.app, "chpw01");
    const other = (await login("chpw01", "secret123")).body.models!.token;
    const wrong = await call(
      server.app,
      "POST",
      "/api/account/changepwd",
      { oldPassword: "nope-nope", newPassword: "newpass99" },
      { token },
    );
    expect(wrong.body).toMatchObject({ status: 1, msg: Msg.wrongOldPassword });

    const ok = await call(
      server.app,
      "POST",
      "/api/account/changepwd",
      { oldPassword: "secret123", newPassword: "newpass99" },
      { token },
    );
    expect(ok.body).toEqual({ status: 0, msg: "", models: null });
    expect((await call(server.app, "GET", "/api/account/userinfo", {}, { token })).body.status).toBe(0);
    expect((await call(server.app, "GET", "/api/account/userinfo", {}, { token: other })).body.status).toBe(
      Status.LOGIN_REQUIRED,
    );
    expect((await login("chpw01", "secret123")).body.status).toBe(1);
    expect((await login("chpw01", "newpass99")).body.status).toBe(0);
  });

  it("refuses a new password of the wrong length (status 2 naming it)", async () => {
    const { token } = await registerPlayer(server.app, "chpw02");
    const res = await call(
      server.app,
      "POST",
      "/api/account/changepwd",
      { oldPassword: "secret123", newPassword: "123" },
      { token },
    );
    expect(res.body.status).toBe(Status.BAD_PARAM);
    expect(res.body.msg).toContain("newPassword");
  });

  it("sets the withdrawal password first by the login password, then by the old one", async () => {
    const { token } = await registerPlayer(server.app, "wdpw01");
    const set = (params: Record<string, string>) =>
      call(server.app, "POST", "/api/account/setwithdrawpwd", params, { token });

    expect((await set({ withdrawPassword: "12ab56", password: "secret123" })).body).toMatchObject({
      status: Status.BAD_PARAM,
      msg: expect.stringContaining("withdrawPassword"),
    });
    expect((await set({ withdrawPassword: "123456" })).body).toMatchObject({
      status: Status.BAD_PARAM,
      msg: Msg.missingParam("password"),
    });
    expect((await set({ withdrawPassword: "123456", password: "wrong-pass" })).body.msg).toBe(
      Msg.wrongLoginPassword,
    );
    expect((await set({ withdrawPassword: "123456", password: "secret123" })).body.status).toBe(0);

    const profile = await call<Profile>(server.app, "GET", "/api/account/profile", {}, { token });
    expect(profile.body.models!.withdrawPasswordSet).toBe(true);

    expect((await set({ withdrawPassword: "654321", password: "secret123" })).body).toMatchObject({
      status: Status.BAD_PARAM,
      msg: Msg.missingParam("oldWithdrawPassword"),
    });
    expect((await set({ withdrawPassword: "654321", oldWithdrawPassword: "000000" })).body.msg).toBe(
      Msg.wrongWithdrawPassword,
    );
    expect((await set({ withdrawPassword: "654321", oldWithdrawPassword: "123456" })).body.status).toBe(0);
    expect((await set({ withdrawPassword: "111111", oldWithdrawPassword: "123456" })).body.msg).toBe(
      Msg.wrongWithdrawPassword,
    );
  });
});
