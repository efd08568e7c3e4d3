import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  CLIENT_VERSION,
  Msg,
  Status,
  type Profile,
  type ProfileListModels,
  type UserInfo,
} from "@lottery/contract";
import { idCardCheckChar } from "../src/account/id-card.ts";
import { users } from "../src/account/tables.ts";
import { call, registerPlayer, startTestServer, useTestClock, type TestServer } from "./helpers.ts";

let server: TestServer;
let alice: { token: string; userInfo: { Mid: number } };
let bob: { token: string; userInfo: { Mid: number } };

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  useTestClock(server, new Date("2026-06-15T02:00:00Z")); // China date 2026-06-15
  alice = await registerPlayer(server.app, "alice01");
  bob = await registerPlayer(server.app, "bob01");
});
afterAll(async () => {
  await server.close();
});

const get = <T>(path: string, token: string, params: Record<string, string | number> = {}) =>
  call<T>(server.app, "GET", path, params, { token });
const post = <T>(path: string, params: Record<string, string>, token: string) =>
  call<T>(server.app, "POST", path, params, { token });

/** A valid ID number for a birth date YYYYMMDD. */
function idFor(birth: string, sequence = "123"): string {
  const first17 = `110105${birth}${sequence}`;
  return first17 + idCardCheckChar(first17);
}

describe("profile", () => {
  it("answers the caller's own profile with defaults, whatever mid is sent", async () => {
    const res = await call<Profile>(
      server.app,
      "GET",
      "/api/account/profile",
      {},
      { token: alice.token, common: { mid: bob.userInfo.Mid } },
    );
    expect(res.body.models).toMatchObject({
      userInfo: { Mid: alice.userInfo.Mid, UserName: "alice01", RealNameBound: false },
      realName: "",
      idCard: "",
      phone: "",
      email: "",
      withdrawPasswordSet: false,
      gender: "0",
      qq: "",
      intro: "",
      inviteCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
      registeredAt: expect.stringMatching(/\+08:00$/),
      lastLoginAt: "2026-06-15T10:00:00+08:00",
    });
  });

  it("needs a token", async () => {
    const res = await call(server.app, "GET", "/api/account/profile");
    expect(res.body.status).toBe(Status.LOGIN_REQUIRED);
  });
});

describe("nickname", () => {
  it("sets a nickname unique ignoring case", async () => {
    const res = await post<UserInfo>("/api/account/setname", { nickName: "快乐Star" }, alice.token);
    expect(res.body.models).toMatchObject({ NickName: "快乐Star", v: CLIENT_VERSION });

    const taken = await post("/api/account/setname", { nickName: "快乐STAR" }, bob.token);
    expect(taken.body).toMatchObject({ status: 1, msg: Msg.nickNameTaken });
    const recase = await post<UserInfo>("/api/account/setname", { nickName: "快乐star" }, alice.token);
    expect(recase.body.models!.NickName).toBe("快乐star");
  });

  it("treats another player's user name (their default nickname) as taken, and the other way round", async () => {
    const res = await post("/api/account/setname", { nickName: "BOB01" }, alice.token);
    expect(res.body).toMatchObject({ status: 1, msg: Msg.nickNameTaken });
    await post("/api/account/setname", { nickName: "carol01" }, bob.token);
    const register = await call(server.app, "POST", "/api/account/webregist", {
      userName: "Carol01",
      password: "secret123",
    });
    expect(register.body).toMatchObject({ status: 1, msg: Msg.userNameTaken });
  });

  it("refuses a malformed nickname naming the field", async () => {
    const res = await post("/api/account/setname", { nickName: "a" }, alice.token);
    expect(res.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("nickName") });
  });
});

describe("modifyinfo", () => {
  it("updates the fields given and clears a field sent empty", async () => {
    const res = await post<Profile>(
      "/api/account/modifyinfo",
      { gender: "2", qq: "123456789", intro: "每天都是好日子" },
      alice.token,
    );
    expect(res.body.models).toMatchObject({ gender: "2", qq: "123456789", intro: "每天都是好日子" });
    const cleared = await post<Profile>("/api/account/modifyinfo", { qq: "" }, alice.token);
    expect(cleared.body.models).toMatchObject({ gender: "2", qq: "", intro: "每天都是好日子" });
  });

  it("refuses a malformed QQ number or a long signature", async () => {
    const qq = await post("/api/account/modifyinfo", { qq: "0123" }, alice.token);
    expect(qq.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("qq") });
    const intro = await post("/api/account/modifyinfo", { intro: "字".repeat(31) }, alice.token);
    expect(intro.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("intro") });
    const gender = await post("/api/account/modifyinfo", { gender: "5" }, alice.token);
    expect(gender.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("gender") });
  });
});

describe("real-name verification", () => {
  const realName = (token: string, name: string, idCard: string) =>
    post<Profile>("/api/RealNameAuthor", { realName: name, idCard }, token);

  it("refuses a wrong checksum, an impossible birth date and a minor", async () => {
    const id = idFor("19900101");
    const wrongCheck = id.slice(0, 17) + (id[17] === "1" ? "2" : "1");
    expect((await realName(alice.token, "张三", wrongCheck)).body).toMatchObject({
      status: 1,
      msg: Msg.idCardInvalid,
    });
    expect((await realName(alice.token, "张三", idFor("19900230"))).body.msg).toBe(Msg.idCardInvalid);
    expect((await realName(alice.token, "张三", idFor("20260616"))).body.msg).toBe(Msg.idCardInvalid);
    expect((await realName(alice.token, "张三", idFor("20080616"))).body).toMatchObject({
      status: 1,
      msg: Msg.underage,
    });
  });

  it("refuses malformed input naming the field", async () => {
    const id = await realName(alice.token, "张三", "12345");
    expect(id.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("idCard") });
    const name = await realName(alice.token, "Zhang San", idFor("19900101"));
    expect(name.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("realName") });
  });

  it("verifies an adult once, storing only a hash and a masked copy of the ID", async () => {
    const idCard = idFor("20080615", "456"); // 18 years old today
    const res = await realName(alice.token, "欧阳娜娜", idCard.toLowerCase());
    expect(res.body.models).toMatchObject({
      realName: "欧阳**",
      idCard: `${idCard.slice(0, 3)}***********${idCard.slice(-4)}`,
      userInfo: { RealNameBound: true },
    });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, alice.userInfo.Mid));
    expect(JSON.stringify(row)).not.toContain(idCard.slice(6, 14));

    expect((await realName(alice.token, "欧阳娜娜", idCard)).body).toMatchObject({
      status: 1,
      msg: Msg.realNameDone,
    });
    expect((await realName(bob.token, "李四", idCard)).body).toMatchObject({
      status: 1,
      msg: Msg.idCardTaken,
    });
  });

  it("accepts the well-known sample number with a lower-case x", async () => {
    const res = await realName(bob.token, "王五", "11010519491231002x");
    expect(res.body.models).toMatchObject({ realName: "王*", idCard: "110***********002X" });
  });
});

describe("avatars", () => {
  it("lists twelve avatars and sets one", async () => {
    const list = await get<ProfileListModels>("/api/UserCenter/QueryProfileList", bob.token);
    expect(list.body.models!.list).toHaveLength(12);
    expect(list.body.models!.list[0]).toEqual({ id: 1, url: "/avatars/01.svg" });
    expect(list.body.models!.list[11]).toEqual({ id: 12, url: "/avatars/12.svg" });
    expect(list.body.models!.currentId).toBeNull();

    const set = await post<UserInfo>("/api/UserCenter/SetProfile", { profileId: "3" }, bob.token);
    expect(set.body.models).toMatchObject({ Avatar: "/avatars/03.svg", v: CLIENT_VERSION });
    const after = await get<ProfileListModels>("/api/UserCenter/QueryProfileList", bob.token);
    expect(after.body.models!.currentId).toBe(3);
  });

  it("refuses an unknown or malformed avatar id", async () => {
    const unknown = await post("/api/UserCenter/SetProfile", { profileId: "13" }, bob.token);
    expect(unknown.body).toMatchObject({ status: 1, msg: Msg.avatarUnknown });
    const bad = await post("/api/UserCenter/SetProfile", { profileId: "x" }, bob.token);
    expect(bad.body).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("profileId") });
  });
});
