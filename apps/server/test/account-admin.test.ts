import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Msg, Status, type Envelope } from "@lottery/contract";
import type { PlayerSummary } from "../src/account/admin-service.ts";
import {
  call,
  lastDevCode,
  operatorToken,
  registerPlayer,
  startTestServer,
  type TestServer,
} from "./helpers.ts";

let server: TestServer;
let operator: string;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  operator = await operatorToken(server.app);
});
afterAll(async () => {
  await server.close();
});

async function admin<T>(
  method: "GET" | "POST",
  url: string,
  payload?: object,
  token: string | null = operator,
) {
  const res = await server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res.json() as Envelope<T>;
}

const login = (userName: string, password: string) =>
  call(server.app, "POST", "/api/account/weblogin", { userName, password });

describe("operator calls on players", () => {
  let found: { token: string; userInfo: { Mid: number } };

  beforeAll(async () => {
    found = await registerPlayer(server.app, "findme01");
    await registerPlayer(server.app, "findme02");
    await registerPlayer(server.app, "other01");
    // Bind a phone to findme01 through the real flow.
    await call(
      server.app,
      "POST",
      "/api/account/sendcode",
      { purpose: "bindPhone", target: "13500000001" },
      {
        token: found.token,
      },
    );
    const code = (await lastDevCode(server.app, operator, "13500000001"))!;
    await call(
      server.app,
      "POST",
      "/api/account/bindphone",
      { phone: "13500000001", code },
      { token: found.token },
    );
  });

  it("need an operator token (a player token is not one)", async () => {
    expect((await admin("GET", "/admin/api/players?query=find", undefined, null)).status).toBe(
      Status.LOGIN_REQUIRED,
    );
    expect((await admin("GET", "/admin/api/players?query=find", undefined, found.token)).status).toBe(
      Status.LOGIN_REQUIRED,
    );
    const ban = await admin(
      "POST",
      "/admin/api/players/ban",
      { mid: found.userInfo.Mid, banned: true },
      null,
    );
    expect(ban.status).toBe(Status.LOGIN_REQUIRED);
    for (const path of ["reset-password", "revoke-sessions"]) {
      const res = await admin(
        "POST",
        `/admin/api/players/${path}`,
        { mid: found.userInfo.Mid, password: "x12345" },
        null,
      );
      expect(res.status).toBe(Status.LOGIN_REQUIRED);
    }
  });

  it("finds players by name prefix, Mid or phone, phones masked", async () => {
    const byName = await admin<{ list: PlayerSummary[] }>("GET", "/admin/api/players?query=FINDME");
    expect(byName.models!.list.map((p) => p.userName).sort()).toEqual(["findme01", "findme02"]);
    const byMid = await admin<{ list: PlayerSummary[] }>(
      "GET",
      `/admin/api/players?query=${found.userInfo.Mid}`,
    );
    expect(byMid.models!.list).toEqual([
      expect.objectContaining({ mid: found.userInfo.Mid, phone: "135****0001", banned: false }),
    ]);
    const byPhone = await admin<{ list: PlayerSummary[] }>("GET", "/admin/api/players?query=13500000001");
    expect(byPhone.models!.list.map((p) => p.mid)).toEqual([found.userInfo.Mid]);
    const wildcard = await admin<{ list: PlayerSummary[] }>("GET", "/admin/api/players?query=%25");
    expect(wildcard.models!.list).toEqual([]);
  });

  it("bans a player: their next call answers 5, login too; unbanning lets them back", async () => {
    const player = await registerPlayer(server.app, "banme01");
    const ban = await admin("POST", "/admin/api/players/ban", { mid: player.userInfo.Mid, banned: true });
    expect(ban).toMatchObject({ status: 0, models: { mid: player.userInfo.Mid, banned: true } });
    expect(
      (await call(server.app, "GET", "/api/account/userinfo", {}, { token: player.token })).body.status,
    ).toBe(Status.BANNED);
    expect((await login("banme01", "secret123")).body.status).toBe(Status.BANNED);
    await admin("POST", "/admin/api/players/ban", { mid: player.userInfo.Mid, banned: false });
    expect((await login("banme01", "secret123")).body.status).toBe(0);
    const missing = await admin("POST", "/admin/api/players/ban", { mid: 99_999_999, banned: true });
    expect(missing).toMatchObject({ status: 1, msg: Msg.playerNotFound });
    const bad = await admin("POST", "/admin/api/players/ban", { mid: player.userInfo.Mid, banned: "yes" });
    expect(bad.status).toBe(Status.BAD_PARAM);
  });

  it("resets a password: sessions end and a lockout is lifted", async () => {
    const player = await registerPlayer(server.app, "resetme01");
    for (let i = 0; i < 5; i += 1) await login("resetme01", "bad-pass");
    expect((await login("resetme01", "secret123")).body.msg).toBe(Msg.accountLocked(15));

    const res = await admin("POST", "/admin/api/players/reset-password", {
      mid: player.userInfo.Mid,
      password: "given-pass",
    });
    expect(res).toMatchObject({ status: 0, models: { mid: player.userInfo.Mid } });
    expect(
      (await call(server.app, "GET", "/api/account/userinfo", {}, { token: player.token })).body.status,
    ).toBe(Status.LOGIN_REQUIRED);
    expect((await login("resetme01", "given-pass")).body.status).toBe(0);
    const short = await admin("POST", "/admin/api/players/reset-password", {
      mid: player.userInfo.Mid,
      password: "1",
    });
    expect(short).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("password") });
  });

  it("revokes every session of a player", async () => {
    const player = await registerPlayer(server.app, "revoke01");
    const second = await login("revoke01", "secret123");
    const res = await admin("POST", "/admin/api/players/revoke-sessions", { mid: player.userInfo.Mid });
    expect(res.status).toBe(0);
    for (const token of [player.token, (second.body.models as { token: string }).token]) {
      const info = await call(server.app, "GET", "/api/account/userinfo", {}, { token });
      expect(info.body.status).toBe(Status.LOGIN_REQUIRED);
    }
    const missing = await admin("POST", "/admin/api/players/revoke-sessions", { mid: 99_999_999 });
    expect(missing).toMatchObject({ status: 1, msg: Msg.playerNotFound });
  });
});
