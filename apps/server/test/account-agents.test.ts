import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, eq } from "drizzle-orm";
import {
  Msg,
  Status,
  type AgentModels,
  type AuthModels,
  type FriendModels,
  type Profile,
} from "@lottery/contract";
import { agentTree, users } from "../src/account/tables.ts";
import { call, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let top: { mid: number; token: string; code: string };

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  top = await member("top01");
});
afterAll(async () => {
  await server.close();
});

/** Registers (optionally through a promotion) and returns the Mid, token and own invite code. */
async function member(userName: string, promotion: Record<string, string | number> = {}, path = "webregist") {
  const res = await call<AuthModels>(server.app, "POST", `/api/account/${path}`, {
    userName,
    password: "secret123",
    ...promotion,
  });
  if (res.body.status !== 0) throw new Error(res.body.msg);
  const { token, userInfo } = res.body.models!;
  const profile = await call<Profile>(server.app, "GET", "/api/account/profile", {}, { token });
  return { mid: userInfo.Mid, token, code: profile.body.models!.inviteCode };
}

describe("registration through a promotion", () => {
  let second: { mid: number; token: string; code: string };
  let third: { mid: number; token: string; code: string };

  beforeAll(async () => {
    second = await member("second01", { agentNo: top.code.toLowerCase() });
    third = await member("third01", { agentId: second.mid }, "postwebregist");
    await member("second02", { agentId: top.mid, agentNo: top.code });
  });

  it("stores the inviter and the whole ancestor path", async () => {
    const [row] = await server.database.db.select().from(users).where(eq(users.id, second.mid));
    expect(row).toMatchObject({ inviterId: top.mid, agentNo: top.code });
    const path = await server.database.db
      .select({ ancestorId: agentTree.ancestorId, depth: agentTree.depth })
      .from(agentTree)
      .where(eq(agentTree.descendantId, third.mid))
      .orderBy(asc(agentTree.depth));
    expect(path).toEqual([
      { ancestorId: third.mid, depth: 0 },
      { ancestorId: second.mid, depth: 1 },
      { ancestorId: top.mid, depth: 2 },
    ]);
  });

  it("refuses an unknown code or id, or a code and id of different players, writing nothing", async () => {
    const register = (userName: string, promotion: Record<string, string | number>) =>
      call(server.app, "POST", "/api/account/webregist", { userName, password: "secret123", ...promotion });
    expect((await register("stray01", { agentNo: "ZZZZ2222" })).body).toMatchObject({
      status: 1,
      msg: Msg.inviterUnknown,
    });
    expect((await register("stray01", { agentId: 99_999_999 })).body.msg).toBe(Msg.inviterUnknown);
    expect((await register("stray01", { agentId: top.mid, agentNo: second.code })).body).toMatchObject({
      status: 1,
      msg: Msg.inviterMismatch,
    });
    expect((await register("stray01", { agentId: "abc" })).body).toMatchObject({
      status: Status.BAD_PARAM,
      msg: expect.stringContaining("agentId"),
    });
    const [stray] = await server.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.userNameKey, "stray01"));
    expect(stray!.n).toBe(0);
  });

  it("lists only direct invitees, masked, with the promotion link", async () => {
    const res = await call<FriendModels>(
      server.app,
      "GET",
      "/api/UserCenter/QueryFriend",
      {},
      { token: top.token },
    );
    const friends = res.body.models!;
    expect(friends.total).toBe(2);
    expect(friends.list.map((f) => f.UserName).sort()).toEqual(["se***1", "se***2"]);
    expect(friends.list.map((f) => f.Mid)).not.toContain(third.mid);
    expect(friends.inviteCode).toBe(top.code);
    expect(friends.invitePath).toBe(`/registerpromote?agentId=${top.mid}&agentNo=${top.code}`);

    const page = await call<FriendModels>(
      server.app,
      "GET",
      "/api/UserCenter/QueryFriend",
      { pageSize: 1, pageIndex: 2 },
      { token: top.token },
    );
    expect(page.body.models).toMatchObject({
      total: 2,
      // A nickname never chosen is the user name: masked like it.
      list: [expect.objectContaining({ UserName: "se***1", NickName: "se***1" })],
    });

    const own = await call<FriendModels>(
      server.app,
      "GET",
      "/api/UserCenter/QueryFriend",
      {},
      { token: third.token },
    );
    expect(own.body.models).toMatchObject({ total: 0, list: [] });
  });
});

describe("device fingerprint attribution", () => {
  const ask = (params: Record<string, string | number>) =>
    call<AgentModels | null>(server.app, "GET", "/api/SystemConfig/GetFingerprintParam", params);

  it("remembers the promotion a device arrived through and answers it later", async () => {
    expect((await ask({ fingerprint: "device-0001" })).body).toEqual({ status: 0, msg: "", models: null });
    const arrived = await ask({ fingerprint: "device-0001", agentId: top.mid });
    expect(arrived.body.models).toEqual({ agentId: top.mid, agentNo: top.code });
    expect((await ask({ fingerprint: "device-0001" })).body.models).toEqual({
      agentId: top.mid,
      agentNo: top.code,
    });
  });

  it("ignores an invalid promotion and lets a valid later one replace the earlier", async () => {
    await ask({ fingerprint: "device-0002", agentNo: top.code });
    const invalid = await ask({ fingerprint: "device-0002", agentNo: "NOPE2345" });
    expect(invalid.body.models).toEqual({ agentId: top.mid, agentNo: top.code });
    const other = await member("fp01");
    const replaced = await ask({ fingerprint: "device-0002", agentNo: other.code, agentId: other.mid });
    expect(replaced.body.models).toEqual({ agentId: other.mid, agentNo: other.code });
  });

  it("refuses a malformed fingerprint naming it", async () => {
    const res = await ask({ fingerprint: "abc" });
    expect(res.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("fingerprint") });
  });
});

describe("invite codes", () => {
  it("gives every player a distinct unambiguous code", async () => {
    const codes = await server.database.db.select({ code: users.inviteCode }).from(users);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    for (const { code } of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });
});
