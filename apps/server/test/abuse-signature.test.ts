import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_SIGN_KEY, Msg, SIGNATURE_WINDOW_S, signParams, Status } from "@lottery/contract";
import { moneyPlayer, newRequestId, startMoneyServer } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { databaseFingerprint, rawCall } from "./abuse-fixtures.ts";
import type { TestPlayer } from "./cards-fixtures.ts";

/**
 * API.md §2: a changed, added or dropped parameter, a missing or garbled `s`, a foreign key, a `t`
 * more than 300 s away (or no number at all) → status 3 and nothing written. A replay inside the
 * window is allowed (money calls are idempotent by requestId); one older than the window is stale.
 */
const ctx = serverOfFile(async () => {
  const money = await startMoneyServer();
  const player = await moneyPlayer(money.server.app, "signplayer1", 100);
  const other = await moneyPlayer(money.server.app, "signplayer2", 0);
  return { ...money, player, other };
});

afterEach(() => {
  vi.useRealTimers();
});

type Fields = Record<string, string>;
const nowS = () => Math.floor(Date.now() / 1000);

/** A 余额宝 transfer of the player's, as the client would send it (common params, t = now). */
function transferIn(player: TestPlayer, amount = "10"): Fields {
  return { c: "1", v: "1", p: "5", t: String(nowS()), tk: player.token, amount, requestId: newRequestId() };
}

const sign = (fields: Fields, key = DEV_SIGN_KEY): Fields => ({ ...fields, s: signParams(fields, key) });

/** Sends exactly these fields (form body, optionally some in the query); answers the envelope. */
async function send(fields: Fields, query: Fields = {}) {
  const res = await rawCall(ctx.server.app, {
    method: "POST",
    url: `/api/YuEBao/TransferIn?${new URLSearchParams(query).toString()}`,
    params: fields,
    sign: false,
  });
  return res.body;
}

/** Each tampering of a correctly signed call, and the refusal message it must get. */
const TAMPERINGS: [string, (signed: Fields, player: TestPlayer, other: TestPlayer) => Fields, string][] = [
  ["an amount changed after signing", (f) => ({ ...f, amount: "99" }), Msg.badSignature],
  ["a parameter added after signing", (f) => ({ ...f, mid: "1" }), Msg.badSignature],
  ["a parameter dropped after signing", ({ requestId: _dropped, ...f }) => f, Msg.badSignature],
  ["another player's token swapped in", (f, _p, other) => ({ ...f, tk: other.token }), Msg.badSignature],
  ["no s", ({ s: _dropped, ...f }) => f, Msg.badSignature],
  ["an empty s", (f) => ({ ...f, s: "" }), Msg.badSignature],
  ["s in upper case", (f) => ({ ...f, s: f.s!.toUpperCase() }), Msg.badSignature],
  ["s one character short", (f) => ({ ...f, s: f.s!.slice(1) }), Msg.badSignature],
  ["s one character long", (f) => ({ ...f, s: `${f.s}0` }), Msg.badSignature],
  ["s of 32 non-hex characters", (f) => ({ ...f, s: "z".repeat(32) }), Msg.badSignature],
  ["s with a multi-byte character", (f) => ({ ...f, s: `${f.s!.slice(2)}签` }), Msg.badSignature],
  ["s signed with another key", ({ s: _s, ...f }) => sign(f, "not-the-key"), Msg.badSignature],
  ["t 301 s old", ({ s: _s, ...f }) => sign({ ...f, t: String(nowS() - 301) }), Msg.staleTime],
  // 302: the second may turn between signing and the server's check, leaving 301 (301 failed once so)
  ["t 302 s ahead", ({ s: _s, ...f }) => sign({ ...f, t: String(nowS() + 302) }), Msg.staleTime],
  ["t in milliseconds", ({ s: _s, ...f }) => sign({ ...f, t: String(Date.now()) }), Msg.staleTime],
  ["t not a number", ({ s: _s, ...f }) => sign({ ...f, t: "soon" }), Msg.staleTime],
  ["t with a fraction", ({ s: _s, ...f }) => sign({ ...f, t: `${nowS()}.5` }), Msg.staleTime],
  ["no t", ({ s: _s, t: _t, ...f }) => sign(f), Msg.staleTime],
];

describe("signature and timestamp tampering (status 3, nothing written)", () => {
  it.each(TAMPERINGS)("refuses %s", async (_name, tamper, msg) => {
    const before = await databaseFingerprint(ctx.server.database.db);
    const body = await send(tamper(sign(transferIn(ctx.player)), ctx.player, ctx.other));
    expect(body).toEqual({ status: Status.BAD_SIGNATURE, msg, models: null });
    expect(await databaseFingerprint(ctx.server.database.db)).toEqual(before);
  });

  it("refuses a query value overridden by an unsigned body value (the body wins, API.md §1)", async () => {
    const before = await databaseFingerprint(ctx.server.database.db);
    const signed = sign(transferIn(ctx.player));
    const body = await send({ amount: "99" }, signed);
    expect(body).toMatchObject({ status: Status.BAD_SIGNATURE, msg: Msg.badSignature });
    expect(await databaseFingerprint(ctx.server.database.db)).toEqual(before);
  });

  it("accepts the untampered call, t at the edge of the window, and empty values left out of s", async () => {
    const edge = sign({ ...transferIn(ctx.player, "1"), t: String(nowS() - SIGNATURE_WINDOW_S + 2) });
    expect(await send(edge)).toMatchObject({ status: Status.OK });
    const withEmpty = { ...sign(transferIn(ctx.player, "1")), RDUID: "" };
    expect(await send(withEmpty)).toMatchObject({ status: Status.OK });
  });
});

describe("replays", () => {
  it("answers a replay inside the window with the first answer, moving money once", async () => {
    const signed = sign(transferIn(ctx.player, "5"));
    const first = await send(signed);
    expect(first).toMatchObject({ status: Status.OK });
    const before = await databaseFingerprint(ctx.server.database.db);
    expect(await send(signed)).toEqual(first);
    expect(await databaseFingerprint(ctx.server.database.db)).toEqual(before);
  });

  it("refuses a replay captured more than 300 s ago as stale, writing nothing", async () => {
    const signed = sign(transferIn(ctx.player, "6"));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (SIGNATURE_WINDOW_S + 1) * 1000 });
    const before = await databaseFingerprint(ctx.server.database.db);
    expect(await send(signed)).toEqual({ status: Status.BAD_SIGNATURE, msg: Msg.staleTime, models: null });
    expect(await databaseFingerprint(ctx.server.database.db)).toEqual(before);
  });
});
