import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import {
  Msg,
  type AttentionModels,
  type AttentionPage,
  type CommunitySettings,
  type FdUser,
  type HomeChase,
  type HomeRelease,
  type HomeScheme,
  type Paged,
  type ReleaseSummary,
  type UserHomePage,
} from "@lottery/contract";
import { newPlayer, type TestPlayer } from "./cards-fixtures.ts";
import { attendCall, releaseCall, sportsSchemeCall, twoLegs } from "./community-fixtures.ts";
import { call } from "./helpers.ts";
import { expectAuditOk, moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import { startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { mailMessages } from "../src/content/tables.ts";
import { pushOutbox, pushSubscriptions } from "../src/push/tables.ts";

const ctx = serverOfFile(() => startSportsServer());
const app = () => ctx.app;

const get = <T>(player: TestPlayer, path: string, params: Record<string, string | number> = {}) =>
  playerCall<T>(app(), player, "GET", path, params);
const saveSettings = (player: TestPlayer, params: Record<string, string>) =>
  okModels(playerCall<CommunitySettings>(app(), player, "POST", "community/saveSettings", params));

async function noticesOf(player: TestPlayer): Promise<number> {
  const rows = await ctx.server.database.db
    .select()
    .from(mailMessages)
    .where(
      and(eq(mailMessages.userId, player.mid), eq(mailMessages.title, Msg.community.releaseNoticeTitle)),
    );
  return rows.length;
}

describe("attention (关注) and fans", () => {
  it("counts followers and followings, flags mutual pairs, pages newest first and is idempotent", async () => {
    const star = await newPlayer(app(), "atstar");
    const fans = await Promise.all(["atfana", "atfanb", "atfanc"].map((n) => newPlayer(app(), n)));
    for (const fan of fans) await attendCall(ctx, fan, star.mid);
    // Again: no change.
    expect(await attendCall(ctx, fans[0]!, star.mid)).toEqual({
      uid: star.mid,
      attention: true,
      mutual: false,
      fans: 3,
    });
    // The star follows one fan back: that pair is mutual.
    expect(await attendCall(ctx, star, fans[1]!.mid)).toMatchObject({
      attention: true,
      mutual: true,
      fans: 1,
    });
    const page1 = await okModels(get<AttentionPage>(star, "Attention/QueryMyFansUser", { pageSize: 2 }));
    expect(page1).toMatchObject({ total: 3, attentionCount: 1, fansCount: 3 });
    expect(page1.list.map((u) => u.uid)).toEqual([fans[2]!.mid, fans[1]!.mid]);
    expect(page1.list[1]).toMatchObject({
      mutual: true,
      attention: true,
      nickName: expect.stringContaining("*"),
    });
    expect(page1.list[0]).toMatchObject({ mutual: false, attention: false });
    const page2 = await okModels(
      get<AttentionPage>(star, "Attention/QueryMyFansUser", { pageSize: 2, pageIndex: 2 }),
    );
    expect(page2.list.map((u) => u.uid)).toEqual([fans[0]!.mid]);
    const mine = await okModels(get<AttentionPage>(fans[1]!, "attention/queryMyAttentionUser"));
    expect(mine).toMatchObject({ total: 1, attentionCount: 1, fansCount: 1 });
    expect(mine.list).toEqual([
      expect.objectContaining({ uid: star.mid, mutual: true, attention: true, fans: 3 }),
    ]);
    // Cancelling: counts drop, the pair is no longer mutual; cancelling again changes nothing.
    const cancelled = await okModels(
      get<AttentionModels>(fans[1]!, "attention/cancelAttentionUser", { uid: star.mid }),
    );
    expect(cancelled).toEqual({ uid: star.mid, attention: false, mutual: false, fans: 2 });
    expect(
      await okModels(get<AttentionModels>(fans[1]!, "attention/cancelAttentionUser", { uid: star.mid })),
    ).toMatchObject({ fans: 2 });
    const after = await okModels(get<AttentionPage>(star, "attention/queryMyAttentionUser"));
    expect(after.list).toEqual([expect.objectContaining({ uid: fans[1]!.mid, mutual: false })]);
    expect(after.fansCount).toBe(2);
  });

  it("refuses following oneself or nobody, and names a malformed uid in Chinese (status 2)", async () => {
    const me = await newPlayer(app(), "atself");
    expect(await get(me, "Attention/AttentionUser", { uid: me.mid })).toMatchObject({
      status: 1,
      msg: Msg.community.attentionSelf,
    });
    expect(await get(me, "Attention/AttentionUser", { uid: 2_000_000_000 })).toMatchObject({
      status: 1,
      msg: Msg.community.playerNotFound,
    });
    for (const uid of ["abc", "0", "-1", "1.5"]) {
      const bad = await get(me, "Attention/AttentionUser", { uid });
      expect(bad.status).toBe(2);
      expect(bad.msg).toContain("uid");
      expect(bad.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const missing = await get(me, "attention/cancelAttentionUser");
    expect(missing).toMatchObject({ status: 2, msg: Msg.missingParam("uid") });
    const badPage = await get(me, "attention/queryMyAttentionUser", { pageSize: 101 });
    expect(badPage.status).toBe(2);
    expect(badPage.msg).toContain("pageSize");
    // Without a token: login first.
    const anonymous = await call(app(), "GET", "/api/Attention/AttentionUser", { uid: me.mid });
    expect(anonymous.body.status).toBe(4);
  });
});

describe("the personal homepage", () => {
  it("shows the player's figures, hides privacy-2 release legs and privacy-1 scheme tickets from others", async () => {
    const legs = await twoLegs(ctx);
    const boss = await moneyPlayer(app(), "hpboss", 200);
    const fan = await moneyPlayer(app(), "hpfan", 100);
    const other = await newPlayer(app(), "hpother");
    await attendCall(ctx, fan, boss.mid);
    await saveSettings(boss, { introduction: "  竞彩老手，稳字当头  " });
    const open = await okModels(releaseCall(ctx, boss, legs, { privacy: 0 }));
    const hidden = await okModels(releaseCall(ctx, boss, legs, { privacy: 2 }));
    const scheme = await okModels(sportsSchemeCall(ctx, boss, legs, { privacy: 1 }));

    const home = await okModels(get<UserHomePage>(fan, "order/queryUserHomePage", { uid: boss.mid }));
    expect(home).toMatchObject({
      uid: boss.mid,
      introduction: "竞彩老手，稳字当头",
      fans: 1,
      attentions: 0,
      attention: true,
      mutual: false,
      private: false,
      mine: false,
      wonCount: 0,
      totalPrize: 0,
      badges: [],
    });
    expect(home.nickName).toContain("*");
    const own = await okModels(get<UserHomePage>(boss, "order/queryUserHomePage"));
    expect(own).toMatchObject({ uid: boss.mid, mine: true, nickName: "hpboss", fans: 1 });

    const releasesToFan = await okModels(
      get<Paged<HomeRelease>>(fan, "order/QueryUserHomePageOrderList_FD", { uid: boss.mid }),
    );
    expect(releasesToFan.total).toBe(2);
    const seen = new Map(releasesToFan.list.map((r) => [r.releaseId, r]));
    expect(seen.get(open.releaseId!)).toMatchObject({ visible: true, orderId: null });
    expect(seen.get(hidden.releaseId!)).toMatchObject({ visible: false, privacy: 2, orderId: null });
    const releasesToBoss = await okModels(
      get<Paged<HomeRelease>>(boss, "order/QueryUserHomePageOrderList_FD"),
    );
    expect(releasesToBoss.list.every((r) => r.visible && r.orderId !== null)).toBe(true);

    const schemesToOther = await okModels(
      get<Paged<HomeScheme>>(other, "Order/QueryUserHomePageOrderList_HM", { uid: boss.mid }),
    );
    expect(schemesToOther.list).toEqual([
      expect.objectContaining({
        schemeId: scheme.schemeId,
        role: "initiator",
        visible: false,
        tickets: null,
      }),
    ]);
    const schemesToBoss = await okModels(get<Paged<HomeScheme>>(boss, "Order/QueryUserHomePageOrderList_HM"));
    expect(schemesToBoss.list[0]?.tickets).toContain("胜平负");
    // A participant sees a privacy-1 ticket, and the scheme lists on the participant's homepage as joined.
    const joined = await playerCall(app(), fan, "POST", "lottery/bet_join", {
      schemeId: scheme.schemeId,
      shares: 5,
      requestId: `join-${Date.now()}`,
    });
    expect(joined.status, joined.msg).toBe(0);
    const toFan = await okModels(
      get<Paged<HomeScheme>>(fan, "Order/QueryUserHomePageOrderList_HM", { uid: boss.mid }),
    );
    expect(toFan.list[0]).toMatchObject({ visible: true });
    const fanOwn = await okModels(
      get<Paged<HomeScheme>>(other, "Order/QueryUserHomePageOrderList_HM", { uid: fan.mid }),
    );
    expect(fanOwn.list).toEqual([expect.objectContaining({ role: "joined", tickets: null })]);

    // The follow lists use attention: the fan sees the boss's open releases and the boss among 关注.
    const attention = await okModels(
      get<Paged<ReleaseSummary>>(fan, "order/QueryAttentionUserFollowOrderList"),
    );
    expect(attention.list.map((r) => r.releaseId).sort()).toEqual([open.releaseId, hidden.releaseId].sort());
    const fdUsers = await okModels(get<Paged<FdUser>>(fan, "Attention/QueryFDUserList"));
    expect(fdUsers).toMatchObject({ total: 1, list: [{ Mid: boss.mid, openReleases: 2, myFollows: 0 }] });
    expect(
      await okModels(get<Paged<ReleaseSummary>>(other, "order/QueryAttentionUserFollowOrderList")),
    ).toEqual({
      list: [],
      total: 0,
    });
    await expectAuditOk(app(), ctx.operator);
  });

  it("a private homepage shows others only the name and avatar, and lists nothing", async () => {
    const legs = await twoLegs(ctx);
    const shy = await moneyPlayer(app(), "hpshy", 100);
    const viewer = await newPlayer(app(), "hpviewer");
    await okModels(releaseCall(ctx, shy, legs));
    await saveSettings(shy, { homepagePrivate: "1", introduction: "不想被看见" });
    await attendCall(ctx, viewer, shy.mid);
    const home = await okModels(get<UserHomePage>(viewer, "order/queryUserHomePage", { uid: shy.mid }));
    expect(home).toMatchObject({
      uid: shy.mid,
      private: true,
      mine: false,
      introduction: "",
      fans: 0,
      badges: [],
      attention: true,
    });
    expect(home.nickName).toContain("*");
    for (const path of [
      "order/QueryUserHomePageOrderList_ZH",
      "order/QueryUserHomePageOrderList_FD",
      "Order/QueryUserHomePageOrderList_HM",
    ])
      expect(await okModels(get(viewer, path, { uid: shy.mid })), path).toEqual({ list: [], total: 0 });
    const fansList = await okModels(get<AttentionPage>(shy, "Attention/QueryMyFansUser"));
    expect(fansList.total).toBe(1);
    // Its owner still sees everything.
    const own = await okModels(get<UserHomePage>(shy, "order/queryUserHomePage"));
    expect(own).toMatchObject({ private: true, mine: true, introduction: "不想被看见", fans: 1 });
    expect((await okModels(get<Paged<HomeRelease>>(shy, "order/QueryUserHomePageOrderList_FD"))).total).toBe(
      1,
    );
    expect((await okModels(get<Paged<HomeChase>>(shy, "order/QueryUserHomePageOrderList_ZH"))).total).toBe(0);
    // Settings: a too long or sensitive introduction is refused, the switches read back.
    const long = await playerCall(app(), shy, "POST", "community/saveSettings", {
      introduction: "长".repeat(61),
    });
    expect(long.status).toBe(2);
    expect(long.msg).toContain("introduction");
    const badFlag = await playerCall(app(), shy, "POST", "community/saveSettings", {
      homepagePrivate: "yes",
    });
    expect(badFlag.status).toBe(2);
    expect(badFlag.msg).toContain("homepagePrivate");
    expect(await okModels(get<CommunitySettings>(shy, "community/settings"))).toEqual({
      homepagePrivate: true,
      introduction: "不想被看见",
      attentionNotice: true,
      commentBanned: false,
    });
    // Anonymous callers need a uid.
    const anonymous = await call(app(), "GET", "/api/order/queryUserHomePage", {});
    expect(anonymous.body.status).toBe(4);
  });
});

describe("关注动态 notices", () => {
  it("tell each follower with the switch on, at most once per ten minutes per player, with a push", async () => {
    const legs = await twoLegs(ctx);
    const boss = await moneyPlayer(app(), "ntboss", 300);
    const fan = await newPlayer(app(), "ntfan");
    const quiet = await newPlayer(app(), "ntquiet");
    await attendCall(ctx, fan, boss.mid);
    await attendCall(ctx, quiet, boss.mid);
    await saveSettings(quiet, { attentionNotice: "0" });
    await ctx.server.database.db.insert(pushSubscriptions).values({
      userId: fan.mid,
      endpoint: "https://push.example.com/ntfan",
      p256dh: "p256dh-key",
      auth: "auth-key",
    });
    await okModels(releaseCall(ctx, boss, legs));
    expect(await noticesOf(fan)).toBe(1);
    expect(await noticesOf(quiet)).toBe(0);
    const pushes = await ctx.server.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.userId, fan.mid));
    expect(pushes).toEqual([expect.objectContaining({ title: Msg.community.releaseNoticeTitle })]);
    expect(pushes[0]?.url).toMatch(/^\/followOrderDetail\?releaseId=F\d{18}$/);
    // A second release and a scheme within ten minutes: no new notice.
    ctx.clock.advance(5 * 60_000);
    await okModels(releaseCall(ctx, boss, legs));
    await okModels(sportsSchemeCall(ctx, boss, legs));
    expect(await noticesOf(fan)).toBe(1);
    // Ten minutes after the first: the scheme tells again.
    ctx.clock.advance(5 * 60_000);
    await okModels(sportsSchemeCall(ctx, boss, legs));
    expect(await noticesOf(fan)).toBe(2);
    expect(await noticesOf(quiet)).toBe(0);
    const [last] = await ctx.server.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.userId, fan.mid))
      .orderBy(desc(mailMessages.id));
    expect(last?.content).toContain("合买");
  });
});
