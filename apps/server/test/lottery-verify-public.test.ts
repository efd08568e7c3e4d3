import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { Msg, Status, type Envelope, type VerifyModels } from "@lottery/contract";
import type { Deps } from "../src/deps.ts";
import { noParams, playerRoute } from "../src/http/player-route.ts";
import { call } from "./helpers.ts";
import { issueRow, startDrawServer } from "./lottery-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * Fairness data is public (README): anyone may check a house draw with lotteryresult/Verify without
 * the app's signing key, limited per IP; a signed call still works and is still checked.
 */

const PUBLIC_PER_MIN = 5;
const ISSUE = "202611210602";

const s = serverOfFile(async () => {
  const draws = await startDrawServer("2026-11-21T10:00:00", {
    PUBLIC_RATE_LIMIT_PER_MIN: String(PUBLIC_PER_MIN),
  });
  await draws.tick();
  await draws.tickAt("2026-11-21T10:01:00"); // draws jlffc's 10:01 issue
  return draws;
});

/** A bare GET as curl or a browser sends it: no c, t, tk or s. */
async function unsigned(path: string, ip: string): Promise<Envelope<VerifyModels>> {
  const res = await s.server.app.inject({ method: "GET", url: path, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope<VerifyModels>;
}

const verifyPath = `/api/lotteryresult/Verify?gameCode=jlffc&issue=${ISSUE}`;

describe("public fairness reads", () => {
  it("answers an unsigned Verify in the usual envelope", async () => {
    const row = await issueRow(s.server.database.db, "jlffc", ISSUE);
    const body = await unsigned(verifyPath, "198.51.100.1");
    expect(body).toMatchObject({
      status: Status.OK,
      msg: "",
      models: {
        gameCode: "jlffc",
        issue: ISSUE,
        seed: row.seed,
        seedHash: row.seedHash,
        numbers: row.numbers,
      },
    });
    expect(body.models).toMatchObject({ hashOk: true, linkOk: true, ok: true });
    // Parameters are still checked (status 2 naming the field), and refusals are the same.
    expect(
      await unsigned("/api/lotteryresult/Verify?gameCode=jlffc&issue=abc", "198.51.100.1"),
    ).toMatchObject({
      status: Status.BAD_PARAM,
      msg: expect.stringContaining("issue"),
    });
  });

  it("still answers and checks a signed Verify", async () => {
    const signed = await call<VerifyModels>(
      s.server.app,
      "GET",
      "/api/lotteryresult/Verify",
      { gameCode: "jlffc", issue: ISSUE },
      { ip: "198.51.100.2" },
    );
    expect(signed.body).toMatchObject({ status: Status.OK, models: { ok: true } });
    const forged = await call(
      s.server.app,
      "GET",
      "/api/lotteryresult/Verify",
      { gameCode: "jlffc", issue: ISSUE },
      { ip: "198.51.100.2", key: "not-the-key" },
    );
    expect(forged.body).toEqual({ status: Status.BAD_SIGNATURE, msg: Msg.badSignature, models: null });
  });

  it("answers a flood from one address with status 7; other addresses and signed callers go on", async () => {
    const flood = "198.51.100.3";
    const statuses = [];
    for (let i = 0; i < PUBLIC_PER_MIN + 2; i += 1) statuses.push((await unsigned(verifyPath, flood)).status);
    expect(statuses.slice(0, PUBLIC_PER_MIN)).toEqual(Array(PUBLIC_PER_MIN).fill(Status.OK));
    expect(statuses.slice(PUBLIC_PER_MIN)).toEqual([Status.TOO_MANY_REQUESTS, Status.TOO_MANY_REQUESTS]);
    expect(await unsigned(verifyPath, flood)).toEqual({
      status: Status.TOO_MANY_REQUESTS,
      msg: Msg.tooManyRequests,
      models: null,
    });
    expect((await unsigned(verifyPath, "198.51.100.4")).status).toBe(Status.OK);
    const signed = await call(
      s.server.app,
      "GET",
      "/api/lotteryresult/Verify",
      { gameCode: "jlffc", issue: ISSUE },
      { ip: "198.51.100.5" },
    );
    expect(signed.body.status).toBe(Status.OK);
  });

  it("keeps the signature on every other call, Detail included", async () => {
    const detail = await unsigned(`/api/lotteryresult/Detail?gameCode=jlffc&issue=${ISSUE}`, "198.51.100.6");
    expect(detail).toEqual({ status: Status.BAD_SIGNATURE, msg: Msg.badSignature, models: null });
  });

  it("documents the opt-out in the OpenAPI description", () => {
    const spec = s.server.app.swagger() as { paths: Record<string, { get?: { summary?: string } }> };
    const path = Object.keys(spec.paths).find((p) => p.toLowerCase() === "/api/lotteryresult/verify")!;
    expect(spec.paths[path]?.get?.summary).toContain(`no signature needed`);
    expect(spec.paths[path]?.get?.summary).toContain(`${PUBLIC_PER_MIN} calls a minute per IP`);
  });

  it("lets only public GETs with their own per-IP limit opt out of the signature", () => {
    const base = { path: "/x", summary: "x", tag: "x", params: noParams, handler: async () => null };
    const register = (def: Record<string, unknown>) => () =>
      playerRoute(Fastify(), {} as Deps, { ...base, method: "GET", auth: "none", ...def } as never);
    expect(register({ signature: "optional", method: "POST", perMinute: 5 })).toThrow(/unsigned call/);
    expect(register({ signature: "optional", auth: "optional", perMinute: 5 })).toThrow(/unsigned call/);
    expect(register({ signature: "optional" })).toThrow(/unsigned call/);
  });
});
