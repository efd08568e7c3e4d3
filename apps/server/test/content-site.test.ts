import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import {
  Status,
  type AppHomePageInfoModels,
  type ArticleBrief,
  type ArticleDetail,
  type BannerListModels,
  type DialogListModels,
  type HelpListModels,
  type HomePageInfoModels,
  type IndexNoticeModels,
  type MailListModels,
  type Paged,
  type UserInfo,
} from "@lottery/contract";
import { GAMES, nextDraw } from "@lottery/rules";
import { seedDemoContent } from "../src/demo/content/seed.ts";
import { articles, banners, dialogs, helpTopics, mailMessages, notices } from "../src/content/tables.ts";
import { DEMO_PLAYER } from "../src/demo/seed.ts";
import { call, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";

// The embedded setup's demo content, read as visitors and players read it.
let server: TestServer;
let player: string;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "1" });
  player = (await registerPlayer(server.app, "reader01")).token;
});
afterAll(async () => {
  await server.close();
});

const get = <T>(path: string, params: Record<string, string | number> = {}, token?: string) =>
  call<T>(server.app, "GET", `/api/${path}`, params, token ? { token } : {});

const ISO_CHINA = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/;

describe("demo content", () => {
  it("is written once, in every kind", async () => {
    const db = server.database.db;
    const counts = async () =>
      Promise.all(
        [banners, notices, articles, helpTopics, dialogs, mailMessages].map(
          async (table) => (await db.select({ n: count() }).from(table))[0]?.n,
        ),
      );
    expect(await counts()).toEqual([4, 5, 12, 27, 2, 2]);
    expect(await seedDemoContent(db)).toBe(false);
    expect(await counts()).toEqual([4, 5, 12, 27, 2, 2]);
  });

  it("gives the demo player one paid sandbox recharge, so every money screen has something", async () => {
    const login = await call<{ token: string }>(server.app, "POST", "/api/account/weblogin", {
      userName: DEMO_PLAYER.userName,
      password: DEMO_PLAYER.password,
    });
    const info = await get<UserInfo>("account/userinfo", {}, login.body.models?.token ?? "");
    expect(info.body.models).toMatchObject({ Balance: 1000, GameTransferPermission: true });
  });

  it("greets the demo player (registered before seeding) with two unread bulletins", async () => {
    const login = await call<{ token: string }>(server.app, "POST", "/api/account/weblogin", {
      userName: DEMO_PLAYER.userName,
      password: DEMO_PLAYER.password,
    });
    const token = login.body.models?.token ?? "";
    const mail = await get<MailListModels>("SiteMsg/MailList", { kind: "bulletin" }, token);
    expect(mail.body.models?.total).toBe(2);
    expect(mail.body.models?.unread).toEqual({ bulletin: 2, mail: 0 });
  });
});

describe("banners", () => {
  it("lists the home banners by sort with SPEC 2.2 links", async () => {
    const res = await get<BannerListModels>("sitemsg/getBannerList");
    expect(res.body.status).toBe(0);
    expect(res.body.models?.list.map((b) => [b.image, b.link])).toEqual([
      ["/banners/01.svg", "/ssq"],
      ["/banners/02.svg", "/jczq"],
      ["/banners/03.svg", "/activityList"],
      ["/banners/04.svg", "DOWNLOAD"],
    ]);
    expect(res.body.models?.updatedAt).toMatch(ISO_CHINA);
  });

  it("answers an empty position and refuses an unknown one", async () => {
    const recharge = await get<BannerListModels>("sitemsg/getBannerList", { position: "recharge" });
    expect(recharge.body.models).toEqual({ list: [], updatedAt: "1970-01-01T08:00:00+08:00" });
    const bad = await get("sitemsg/getBannerList", { position: "sky" });
    expect(bad.body.status).toBe(Status.BAD_PARAM);
    expect(bad.body.msg).toContain("position");
  });
});

describe("notices", () => {
  it("lists pinned first, then newest", async () => {
    const res = await get<IndexNoticeModels>("SiteMsg/GetIndexNotic");
    const list = res.body.models?.list ?? [];
    expect(list).toHaveLength(5);
    expect(list[0]?.title).toContain("防诈骗");
    const rest = list.slice(1).map((n) => n.publishedAt);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(list[0]?.publishedAt).toMatch(ISO_CHINA);
  });

  it("shows one notice, refuses unknown ids and malformed ones", async () => {
    const list = await get<IndexNoticeModels>("SiteMsg/GetIndexNotic");
    const id = list.body.models?.list[2]?.id ?? 0;
    const detail = await get<{ content: string }>("SiteMsg/GetNoticeDetail", { noticeId: id });
    expect(detail.body.models?.content.split("\n").length).toBeGreaterThanOrEqual(3);
    const unknown = await get("SiteMsg/GetNoticeDetail", { noticeId: 9999 });
    expect(unknown.body).toMatchObject({ status: Status.REFUSED, msg: "公告不存在或已下线" });
    const bad = await get("SiteMsg/GetNoticeDetail", { noticeId: "x1" });
    expect(bad.body.status).toBe(Status.BAD_PARAM);
    expect(bad.body.msg).toContain("noticeId");
    const missing = await get("SiteMsg/GetNoticeDetail");
    expect(missing.body.status).toBe(Status.BAD_PARAM);
    expect(missing.body.msg).toContain("noticeId");
  });
});

describe("articles", () => {
  it("lists each category newest first, paged", async () => {
    for (const category of ["activity", "news"]) {
      const res = await get<Paged<ArticleBrief>>("SiteMsg/GetAricleList", { category, pageSize: 4 });
      expect(res.body.models?.total).toBe(6);
      expect(res.body.models?.list).toHaveLength(4);
      expect(res.body.models?.list.every((a) => a.category === category)).toBe(true);
    }
    const lastPage = await get<Paged<ArticleBrief>>("SiteMsg/GetAricleList", {
      category: "news",
      pageSize: 4,
      pageIndex: 2,
    });
    expect(lastPage.body.models?.list).toHaveLength(2);
    const beyond = await get<Paged<ArticleBrief>>("SiteMsg/GetAricleList", { pageIndex: 9 });
    expect(beyond.body.models).toEqual({ list: [], total: 12 });
  });

  it("refuses paging out of bounds and unknown categories, naming the field", async () => {
    for (const [params, field] of [
      [{ pageIndex: 0 }, "pageIndex"],
      [{ pageSize: 101 }, "pageSize"],
      [{ pageSize: "ten" }, "pageSize"],
      [{ category: "gossip" }, "category"],
      [{ keyword: "x".repeat(31) }, "keyword"],
    ] as const) {
      const res = await get("SiteMsg/GetAricleList", params);
      expect(res.body.status, field).toBe(Status.BAD_PARAM);
      expect(res.body.msg).toContain(field);
    }
  });

  it("searches titles and summaries literally", async () => {
    const chase = await get<Paged<ArticleBrief>>("SiteMsg/GetAricleList", { keyword: "追号" });
    expect(chase.body.models?.list.map((a) => a.title)).toEqual(["双色球追号：一次投注，连续多期"]);
    for (const keyword of ["%", "_", "\\"]) {
      const res = await get<Paged<ArticleBrief>>("SiteMsg/GetAricleList", { keyword });
      expect(res.body.models?.total, keyword).toBe(0);
    }
  });

  it("shows one article with its body, refuses unknown ids", async () => {
    const list = await get<Paged<ArticleBrief>>("SiteMsg/GetAricleList", { category: "activity" });
    const withEnd = list.body.models?.list.find((a) => a.endsAt !== null);
    expect(withEnd?.endsAt).toMatch(ISO_CHINA);
    const detail = await get<ArticleDetail>("sitemsg/getaricledetail", { id: withEnd?.id ?? 0 });
    expect(detail.body.models).toMatchObject({ id: withEnd?.id, title: withEnd?.title });
    expect(detail.body.models?.content.split("\n").length).toBeGreaterThanOrEqual(3);
    const unknown = await get("sitemsg/getaricledetail", { id: 4040 });
    expect(unknown.body).toMatchObject({ status: Status.REFUSED, msg: "文章不存在或已下线" });
  });
});

describe("help", () => {
  it("groups topics by type in order", async () => {
    const res = await get<HelpListModels>("SiteMsg/HelpList");
    const list = res.body.models?.list ?? [];
    expect(list.map((t) => t.title)).toEqual([
      "账户与安全",
      "充值与提现",
      "购彩与玩法",
      "开奖与派奖",
      "合买与跟单",
      "协议与政策",
    ]);
    for (const type of list) {
      expect(type.topics.length).toBeGreaterThanOrEqual(3);
      expect(type.topics.length).toBeLessThanOrEqual(6);
      expect(type.topics.every((t) => t.type === type.type)).toBe(true);
    }
  });

  it("searches titles and answers literally", async () => {
    const locked = await get<HelpListModels>("SiteMsg/HelpList", { keyword: "锁定" });
    const names = locked.body.models?.list.flatMap((t) => t.topics.map((x) => x.name));
    expect(names).toContain("account-locked");
    const percent = await get<HelpListModels>("SiteMsg/HelpList", { keyword: "%" });
    expect(percent.body.models?.list).toEqual([]);
  });

  it("shows one topic, refuses unknown and malformed ones", async () => {
    const detail = await get<{ content: string; title: string }>("SiteMsg/HelpDetail", {
      type: "funds",
      name: "withdraw-review",
    });
    expect(detail.body.models?.content).toContain("审核");
    const unknown = await get("SiteMsg/HelpDetail", { type: "funds", name: "nothing" });
    expect(unknown.body).toMatchObject({ status: Status.REFUSED, msg: "帮助内容不存在" });
    // The terms and privacy pages the registration form links to.
    for (const name of ["user-agreement", "privacy"]) {
      const terms = await get<{ content: string }>("SiteMsg/HelpDetail", { type: "terms", name });
      expect(terms.body.models?.content).toContain(name === "privacy" ? "个人信息" : "年满18周岁");
    }
    const bad = await get("SiteMsg/HelpDetail", { type: "Funds!", name: "withdraw" });
    expect(bad.body.status).toBe(Status.BAD_PARAM);
    expect(bad.body.msg).toContain("type");
  });
});

describe("dialogs and home info", () => {
  it("shows visitors the guest dialog and players the player dialog", async () => {
    const visitor = await get<DialogListModels>("SiteMsg/DialogList");
    expect(visitor.body.models?.list.map((d) => d.title)).toEqual(["欢迎来到彩票平台"]);
    const member = await get<DialogListModels>("SiteMsg/DialogList", {}, player);
    expect(member.body.models?.list.map((d) => d.title)).toEqual(["理性购彩提醒"]);
    expect(member.body.models?.updatedAt).toMatch(ISO_CHINA);
  });

  it("answers menus with SPEC 2.1 codes, hot games and no unread mail for visitors", async () => {
    const res = await get<HomePageInfoModels>("sitemsg/GetHomePageInfo");
    const models = res.body.models;
    expect(models?.menus).toHaveLength(27);
    expect(models?.menus[0]).toEqual({ code: "maillist", name: "消息", icon: "mail" });
    expect(models?.menus.map((m) => m.code)).toContain("FixEnternet");
    // the small games and match guessing, which /menuCenter lists under 小游戏
    expect(models?.menus.slice(-4).map((m) => m.code)).toEqual([
      "ScratchLobby",
      "SlotMachine",
      "GoldenEgg",
      "Ssjc",
    ]);
    expect(models?.hotGames).toContain("ssq");
    expect(models?.unreadMail).toBe(0);
  });

  it("lists every listed game with its next draw and the update times", async () => {
    const before = Date.now();
    const res = await get<AppHomePageInfoModels>("sitemsg/AppHomePageInfo");
    const models = res.body.models;
    const listed = GAMES.filter((g) => !g.hidden);
    expect(models?.games.map((g) => g.code)).toEqual(listed.map((g) => g.code));
    expect(models?.games.every((g) => g.slogan.length > 0)).toBe(true);
    expect(models?.games.find((g) => g.code === "ssq")).toMatchObject({ slogan: "2元可中1000万", hot: true });
    expect(models?.games.find((g) => g.code === "jczq")?.nextDraw).toBeNull();
    const ffssc = models?.games.find((g) => g.code === "ffssc")?.nextDraw;
    const expected = [nextDraw("ffssc", new Date(before)), nextDraw("ffssc", new Date())].map(
      (d) => d?.issue,
    );
    expect(expected).toContain(ffssc?.issue);
    expect(ffssc?.drawAt).toMatch(ISO_CHINA);
    expect(Object.keys(models?.bannerUpdatedAt ?? {})).toEqual(["home", "recharge", "mine", "withdraw"]);
    const home = await get<BannerListModels>("sitemsg/getBannerList");
    expect(models?.bannerUpdatedAt.home).toBe(home.body.models?.updatedAt);
    expect(models?.serverTime).toMatch(ISO_CHINA);
  });

  it("answers the activity settings with their defaults", async () => {
    const res = await get("SystemConfig/QueryActivity_Setting");
    expect(res.body.models).toEqual({
      Menu_BF_Live: "",
      kefuQQ: "800018888",
      kefuWechat: "caipiao_kefu",
      androidUrl: "",
      iosUrl: "",
      checkIn: false,
      scratch: false,
      store: false,
      oddsDataHost: "",
    });
  });
});
