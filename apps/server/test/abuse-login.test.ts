import { afterEach, describe, expect, it, vi } from "vitest";
import { Msg, Status } from "@lottery/contract";
import { FAILURE_WINDOW_MS, LOCK_MS, MAX_PASSWORD_FAILURES } from "../src/account/lockout.ts";
import { call, startTestServer, useTestClock } from "./helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { databaseFingerprint } from "./abuse-fixtures.ts";

/**
 * Brute force against weblogin (account/lockout.ts, http/rate-limit.ts): the fifth wrong password in
 * 15 minutes locks the account for 15 minutes whatever addresses the guesses come from, and one
 * address gets AUTH_RATE_LIMIT_PER_MIN login calls a minute (default 20) across all accounts.
 */
const PASSWORD = "secret123";
const MINUTE = 60_000;

const ctx = serverOfFile(async () => {
  const server = await startTestServer();
  return { server, clock: useTestClock(server) };
});

afterEach(() => {
  vi.useRealTimers();
});

let ipSerial = 0;
/** A fresh client address, so that only the account's own counter is in play. */
const freshIp = () => `10.20.${Math.floor((ipSerial += 1) / 250)}.${ipSerial % 250}`;

function login(userName: string, password: string, ip = freshIp()) {
  return call<{ token: string }>(
    ctx.server.app,
    "POST",
    "/api/account/weblogin",
    { userName, password },
    { ip },
  );
}

/** Registers players from addresses of their own (registration has its own per-address limit). */
async function players(prefix: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(2, "0")}`);
  for (const name of names) {
    const res = await call(
      ctx.server.app,
      "POST",
      "/api/account/webregist",
      { userName: name, password: PASSWORD },
      { ip: freshIp() },
    );
    expect(res.body, res.body.msg).toMatchObject({ status: Status.OK });
  }
  return names;
}

describe("one account: lockout", () => {
  it("locks at the fifth wrong password from five addresses, refuses the right one until 15 minutes pass", async () => {
    const [victim] = await players("victim", 1);
    for (let i = 1; i < MAX_PASSWORD_FAILURES; i += 1) {
      expect((await login(victim!, `wrong${i}xx`)).body).toMatchObject({
        status: 1,
        msg: Msg.wrongCredentials,
      });
    }
    const fifth = await login(victim!, "wrong5xx");
    expect(fifth.body).toEqual({ status: Status.REFUSED, msg: Msg.accountLocked(15), models: null });

    const right = await login(victim!, PASSWORD);
    expect(right.body).toEqual({ status: Status.REFUSED, msg: Msg.accountLocked(15), models: null });
    ctx.clock.advance(LOCK_MS - MINUTE);
    expect((await login(victim!, PASSWORD)).body).toMatchObject({ status: 1, msg: Msg.accountLocked(1) });
    ctx.clock.advance(MINUTE);
    const after = await login(victim!, PASSWORD);
    expect(after.body, after.body.msg).toMatchObject({
      status: Status.OK,
      models: { token: expect.any(String) },
    });
  });

  it("does not let guesses during the lock extend it, nor lock anyone else", async () => {
    const [victim, bystander] = await players("locked", 2);
    for (let i = 0; i < MAX_PASSWORD_FAILURES; i += 1) await login(victim!, `wrong${i}xx`);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(victim!, `again${i}xx`)).body.msg).toMatch(/账号已锁定/);
    }
    expect((await login(bystander!, PASSWORD)).body).toMatchObject({ status: Status.OK });
    ctx.clock.advance(LOCK_MS);
    expect((await login(victim!, PASSWORD)).body).toMatchObject({ status: Status.OK });
  });

  it("forgets four wrong passwords once the 15-minute window has passed", async () => {
    const [player] = await players("slowguess", 1);
    for (let i = 1; i < MAX_PASSWORD_FAILURES; i += 1) await login(player!, `wrong${i}xx`);
    ctx.clock.advance(FAILURE_WINDOW_MS + 1000);
    expect((await login(player!, "wrong5xx")).body).toMatchObject({ msg: Msg.wrongCredentials });
    expect((await login(player!, PASSWORD)).body).toMatchObject({ status: Status.OK });
  });
});

describe("many accounts from one client: the per-address limit", () => {
  it("answers status 7 after the minute's login calls, even to a right password, writing nothing", async () => {
    const limit = ctx.server.config.authRateLimitPerMin;
    const accounts = await players("spray", 10);
    const sprayer = "10.99.0.1";
    for (let i = 0; i < limit; i += 1) {
      const res = await login(accounts[i % accounts.length]!, `guess${i}xx`, sprayer);
      expect(res.body, `guess ${i}`).toMatchObject({ status: Status.REFUSED, msg: Msg.wrongCredentials });
    }
    const before = await databaseFingerprint(ctx.server.database.db);
    for (const password of ["guessxxx", PASSWORD]) {
      const limited = await login(accounts[0]!, password, sprayer);
      expect(limited).toEqual({
        http: 200,
        body: { status: Status.TOO_MANY_REQUESTS, msg: Msg.tooManyRequests, models: null },
      });
    }
    expect(await databaseFingerprint(ctx.server.database.db)).toEqual(before);
    expect((await login(accounts[0]!, PASSWORD)).body).toMatchObject({ status: Status.OK });
  });

  it("lets the address try again once the minute has passed (the limiter's clock, faked)", async () => {
    const accounts = await players("patient", 10);
    const address = "10.99.0.2";
    const limit = ctx.server.config.authRateLimitPerMin;
    for (let i = 0; i < limit; i += 1) await login(accounts[i % accounts.length]!, `guess${i}xx`, address);
    expect((await login(accounts[0]!, PASSWORD, address)).body.status).toBe(Status.TOO_MANY_REQUESTS);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + MINUTE + 1000 });
    const later = await login(accounts[0]!, PASSWORD, address);
    expect(later.body, later.body.msg).toMatchObject({ status: Status.OK });
  });
});
