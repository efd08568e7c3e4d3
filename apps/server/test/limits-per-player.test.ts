import { describe, expect, it } from "vitest";
import { Msg, Status } from "@lottery/contract";
import { seedRechargeChannels } from "../src/demo/wallet/seed.ts";
import { call, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * Recharge orders and promotion claims are limited per player, with a much higher per-IP ceiling:
 * players behind one carrier address (CGNAT) no longer use up each other's allowance.
 */

const PER_PLAYER = 3;
const PER_IP = 8;
/** The carrier address many players share. */
const SHARED_IP = "100.64.0.1";

const ctx = serverOfFile<{ server: TestServer; tokens: string[] }>(async () => {
  const server = await startTestServer({
    AUTH_RATE_LIMIT_PER_MIN: "1000",
    RECHARGE_RATE_LIMIT_PER_MIN: String(PER_PLAYER),
    RECHARGE_IP_RATE_LIMIT_PER_MIN: String(PER_IP),
    CLAIM_RATE_LIMIT_PER_MIN: String(PER_PLAYER),
    CLAIM_IP_RATE_LIMIT_PER_MIN: String(PER_IP),
  });
  await seedRechargeChannels(server.database.db);
  const tokens = [];
  for (const name of ["cgnat01", "cgnat02", "cgnat03", "cgnat04"])
    tokens.push((await registerPlayer(server.app, name)).token);
  return { server, tokens };
});

const recharge = (token: string, ip: string) =>
  call(ctx.server.app, "POST", "/api/fund/recharge", { amount: "100", channel: "sandbox" }, { token, ip });

/** A claim of a promotion that does not exist: refused with status 1, but it counts as an attempt. */
const claim = (token: string, ip: string, n: number) =>
  call(
    ctx.server.app,
    "POST",
    "/api/Activity/ClaimPromotion",
    { id: "99999", requestId: `cgnat-claim-${n}` },
    { token, ip },
  );

async function statusesOf(calls: (() => Promise<{ body: { status: number } }>)[]): Promise<number[]> {
  const statuses = [];
  for (const next of calls) statuses.push((await next()).body.status);
  return statuses;
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe("per-player limits with a per-IP ceiling", () => {
  it("gives two players behind one address their own recharge allowance; one beyond it gets status 7", async () => {
    const [a, b, c] = ctx.tokens as [string, string, string];
    const ok = Status.OK;
    const limited = Status.TOO_MANY_REQUESTS;
    // Player a uses up the allowance; the next order is refused with status 7 and the Chinese text.
    expect(await statusesOf(times(PER_PLAYER, () => () => recharge(a, SHARED_IP)))).toEqual(
      times(PER_PLAYER, () => ok),
    );
    const beyond = await recharge(a, SHARED_IP);
    expect(beyond.body).toEqual({ status: limited, msg: Msg.tooManyRequests, models: null });
    // Player b, same address, still has a whole allowance of their own.
    expect(await statusesOf(times(PER_PLAYER, () => () => recharge(b, SHARED_IP)))).toEqual(
      times(PER_PLAYER, () => ok),
    );
    expect((await recharge(b, SHARED_IP)).body.status).toBe(limited);
    // The address has now made PER_IP calls: its ceiling stops a third player there, not elsewhere.
    expect((await recharge(c, SHARED_IP)).body.status).toBe(limited);
    expect((await recharge(c, "100.64.0.2")).body.status).toBe(ok);
    // Player a is limited from any address.
    expect((await recharge(a, "100.64.0.3")).body.status).toBe(limited);
  });

  it("does the same for promotion claims", async () => {
    const [, , c, d] = ctx.tokens as [string, string, string, string];
    const ip = "100.64.1.1";
    const refused = Status.REFUSED; // no such promotion: the attempt still counts
    expect(await statusesOf(times(PER_PLAYER, (i) => () => claim(c, ip, i)))).toEqual(
      times(PER_PLAYER, () => refused),
    );
    expect((await claim(c, ip, 10)).body).toEqual({
      status: Status.TOO_MANY_REQUESTS,
      msg: Msg.tooManyRequests,
      models: null,
    });
    expect(await statusesOf(times(PER_PLAYER, (i) => () => claim(d, ip, 20 + i)))).toEqual(
      times(PER_PLAYER, () => refused),
    );
    expect((await claim(d, ip, 30)).body.status).toBe(Status.TOO_MANY_REQUESTS);
  });
});
