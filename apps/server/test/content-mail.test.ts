import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  Status,
  type Envelope,
  type FavouritesModels,
  type HomePageInfoModels,
  type MailKind,
  type MailListModels,
} from "@lottery/contract";
import { eq, sql } from "drizzle-orm";
import { mailMessages } from "../src/content/tables.ts";
import { call, operatorToken, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";

// Message centre (bulletins and personal mail) and favourites: every player sees only their own.
let server: TestServer;
let operator: string;
let alice: { token: string; mid: number };
let bob: { token: string; mid: number };
let aliceMailId: number;

const player = async (name: string) => {
  const reg = await registerPlayer(server.app, name);
  return { token: reg.token, mid: reg.userInfo.Mid };
};

async function send(payload: Record<string, unknown>, token = operator) {
  const res = await server.app.inject({
    method: "POST",
    url: "/admin/api/mail",
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res.json() as Envelope<{ id: number }>;
}

const mailList = async (token: string, kind: MailKind, paging: Record<string, number> = {}) =>
  (await call<MailListModels>(server.app, "GET", "/api/SiteMsg/MailList", { kind, ...paging }, { token }))
    .body;
const markRead = (token: string, params: Record<string, string | number>) =>
  call<{ unread: Record<MailKind, number> }>(server.app, "POST", "/api/SiteMsg/MailRead", params, { token });

beforeAll(async () => {
  server = await startTestServer();
  operator = await operatorToken(server.app);
  alice = await player("alice01");
  const old = await send({ kind: "bulletin", title: "旧公告", content: "两个月前的公告" });
  await server.database.db
    .update(mailMessages)
    .set({ sentAt: sql`now() - interval '60 days'` })
    .where(eq(mailMessages.id, old.models?.id ?? 0));
  await send({ kind: "bulletin", title: "第一条公告", content: "内容一" });
  bob = await player("bobby01"); // registered after the first bulletins: sees the last 30 days' ones
  await send({ kind: "bulletin", title: "第二条公告", content: "内容二" });
  aliceMailId =
    (await send({ kind: "mail", mid: alice.mid, title: "给Alice", content: "您好" })).models?.id ?? 0;
  await send({ kind: "mail", mid: alice.mid, title: "给Alice的第二封", content: "再次您好" });
  await send({ kind: "mail", mid: bob.mid, title: "给Bob", content: "您好" });
});
afterAll(async () => {
  await server.close();
});

describe("mail list", () => {
  it("shows bulletins from 30 days before registration on, and only the player's own mail", async () => {
    const aliceBulletins = await mailList(alice.token, "bulletin");
    expect(aliceBulletins.models?.list.map((m) => m.title)).toEqual(["第二条公告", "第一条公告"]);
    const aliceMail = await mailList(alice.token, "mail");
    expect(aliceMail.models?.list.map((m) => m.title)).toEqual(["给Alice的第二封", "给Alice"]);
    expect(aliceMail.models?.unread).toEqual({ bulletin: 2, mail: 2 });
    const bobBulletins = await mailList(bob.token, "bulletin");
    expect(bobBulletins.models?.list.map((m) => m.title)).toEqual(["第二条公告", "第一条公告"]);
    const bobMail = await mailList(bob.token, "mail");
    expect(bobMail.models?.list.map((m) => m.title)).toEqual(["给Bob"]);
    expect(bobMail.models?.unread).toEqual({ bulletin: 2, mail: 1 });
  });

  it("pages newest first", async () => {
    const first = await mailList(alice.token, "bulletin", { pageSize: 1 });
    const second = await mailList(alice.token, "bulletin", { pageSize: 1, pageIndex: 2 });
    expect(first.models?.total).toBe(2);
    expect([first.models?.list[0]?.title, second.models?.list[0]?.title]).toEqual([
      "第二条公告",
      "第一条公告",
    ]);
    const bad = await mailList(alice.token, "bulletin", { pageSize: 0 });
    expect(bad.status).toBe(Status.BAD_PARAM);
    expect(bad.msg).toContain("pageSize");
  });

  it("needs a token and a known kind", async () => {
    const anonymous = await call(server.app, "GET", "/api/SiteMsg/MailList");
    expect(anonymous.body.status).toBe(Status.LOGIN_REQUIRED);
    const bad = await call(
      server.app,
      "GET",
      "/api/SiteMsg/MailList",
      { kind: "spam" },
      { token: alice.token },
    );
    expect(bad.body.status).toBe(Status.BAD_PARAM);
    expect(bad.body.msg).toContain("kind");
  });
});

describe("mail read", () => {
  it("never lets a player read or mark another player's mail", async () => {
    const res = await markRead(bob.token, { id: aliceMailId });
    expect(res.body).toMatchObject({ status: Status.REFUSED, msg: "消息不存在" });
    const aliceMail = await mailList(alice.token, "mail");
    expect(aliceMail.models?.list.find((m) => m.id === aliceMailId)?.read).toBe(false);
    const unknown = await markRead(alice.token, { id: 987654 });
    expect(unknown.body.status).toBe(Status.REFUSED);
  });

  it("marks one message read, idempotently, and answers the unread counts", async () => {
    const first = await markRead(alice.token, { id: aliceMailId });
    expect(first.body.models).toEqual({ unread: { bulletin: 2, mail: 1 } });
    const again = await markRead(alice.token, { id: aliceMailId });
    expect(again.body.models).toEqual({ unread: { bulletin: 2, mail: 1 } });
    const list = await mailList(alice.token, "mail");
    expect(list.models?.list.map((m) => [m.id === aliceMailId, m.read])).toEqual([
      [false, false],
      [true, true],
    ]);
    const home = await call<HomePageInfoModels>(
      server.app,
      "GET",
      "/api/sitemsg/GetHomePageInfo",
      {},
      {
        token: alice.token,
      },
    );
    expect(home.body.models?.unreadMail).toBe(3);
  });

  it("marks every message of one kind read", async () => {
    const res = await markRead(alice.token, { kind: "bulletin", all: "1" });
    expect(res.body.models).toEqual({ unread: { bulletin: 0, mail: 1 } });
    const bobMail = await mailList(bob.token, "mail");
    expect(bobMail.models?.unread).toEqual({ bulletin: 2, mail: 1 });
    const everything = await markRead(bob.token, { all: "1" });
    expect(everything.body.models).toEqual({ unread: { bulletin: 0, mail: 0 } });
  });

  it("refuses a call that names no message, or a malformed one", async () => {
    const none = await markRead(alice.token, {});
    expect(none.body).toMatchObject({ status: Status.BAD_PARAM, msg: "缺少参数：id" });
    const bad = await markRead(alice.token, { id: "first" });
    expect(bad.body.status).toBe(Status.BAD_PARAM);
    expect(bad.body.msg).toContain("id");
    const badAll = await markRead(alice.token, { all: "yes" });
    expect(badAll.body.msg).toContain("all");
  });
});

describe("operator mail", () => {
  it("needs an operator token, not a player's", async () => {
    expect((await send({ kind: "bulletin", title: "t", content: "c" }, "")).status).toBe(
      Status.LOGIN_REQUIRED,
    );
    expect((await send({ kind: "bulletin", title: "t", content: "c" }, alice.token)).status).toBe(
      Status.LOGIN_REQUIRED,
    );
  });

  it("refuses a bulletin aimed at a player, mail without one, or an unknown player", async () => {
    const aimed = await send({ kind: "bulletin", mid: alice.mid, title: "t", content: "c" });
    expect(aimed.status).toBe(Status.BAD_PARAM);
    expect(aimed.msg).toContain("mid");
    const unaddressed = await send({ kind: "mail", title: "t", content: "c" });
    expect(unaddressed.status).toBe(Status.BAD_PARAM);
    expect(unaddressed.msg).toContain("mid");
    const unknown = await send({ kind: "mail", mid: 999999, title: "t", content: "c" });
    expect(unknown).toMatchObject({ status: Status.REFUSED, msg: "玩家不存在" });
    const empty = await send({ kind: "bulletin", title: " ", content: "c" });
    expect(empty.msg).toContain("title");
  });
});

describe("favourites", () => {
  const setFavourites = (token: string, codes: string) =>
    call<FavouritesModels>(server.app, "POST", "/api/UserCenter/SetFavourites", { codes }, { token });
  const favouritesOf = async (token: string) =>
    (await call<FavouritesModels>(server.app, "GET", "/api/UserCenter/Favourites", {}, { token })).body
      .models;

  it("starts empty and stores catalogue codes de-duplicated in order", async () => {
    expect(await favouritesOf(alice.token)).toEqual({ codes: [] });
    const saved = await setFavourites(alice.token, "ssq,cqssc,ssq,jczq");
    expect(saved.body.models).toEqual({ codes: ["ssq", "cqssc", "jczq"] });
    expect(await favouritesOf(alice.token)).toEqual({ codes: ["ssq", "cqssc", "jczq"] });
    expect(await favouritesOf(bob.token)).toEqual({ codes: [] });
  });

  it("refuses unknown or malformed codes with status 2 naming codes, keeping what was stored", async () => {
    const unknown = await setFavourites(alice.token, "dlt,lotto9");
    expect(unknown.body.status).toBe(Status.BAD_PARAM);
    expect(unknown.body.msg).toContain("codes");
    expect(unknown.body.msg).toContain("lotto9");
    for (const codes of ["SSQ", "ssq,,dlt", "ssq;dlt", Array(61).fill("ssq").join(",")]) {
      const res = await setFavourites(alice.token, codes);
      expect(res.body.status, codes).toBe(Status.BAD_PARAM);
      expect(res.body.msg).toContain("codes");
    }
    expect(await favouritesOf(alice.token)).toEqual({ codes: ["ssq", "cqssc", "jczq"] });
  });

  it("clears with an empty list and needs a token", async () => {
    expect((await setFavourites(alice.token, "")).body.models).toEqual({ codes: [] });
    const anonymous = await call(server.app, "GET", "/api/UserCenter/Favourites");
    expect(anonymous.body.status).toBe(Status.LOGIN_REQUIRED);
  });
});
