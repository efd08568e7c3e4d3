import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  Status,
  type AppHomePageInfoModels,
  type ArticleBrief,
  type BannerListModels,
  type DialogListModels,
  type Envelope,
  type HomePageInfoModels,
  type IndexNoticeModels,
  type Paged,
} from "@lottery/contract";
import { chinaTimeIso } from "../src/domain/china-time.ts";
import {
  call,
  operatorCall,
  operatorToken,
  registerPlayer,
  startTestServer,
  useTestClock,
  type TestClock,
  type TestServer,
} from "./helpers.ts";

// Operator content management through the one generic mechanism, seen from the player side.
let server: TestServer;
let clock: TestClock;
let operator: string;
let player: string;

beforeAll(async () => {
  server = await startTestServer();
  clock = useTestClock(server);
  operator = await operatorToken(server.app);
  player = (await registerPlayer(server.app, "watcher01")).token;
});
afterAll(async () => {
  await server.close();
});

const admin = <T = Record<string, unknown>>(
  method: "GET" | "POST",
  path: string,
  payload: Record<string, unknown> = {},
  token = operator,
) => operatorCall<T>(server.app, token, method, path, payload);

const read = async <T>(path: string, params: Record<string, string | number> = {}, token?: string) =>
  (await call<T>(server.app, "GET", `/api/${path}`, params, token ? { token } : {})).body;
const homeBanners = async (position = "home") =>
  (await read<BannerListModels>("sitemsg/getBannerList", { position })).models;
/** The first update time is strictly after the second (ISO strings of one offset sort in time order). */
function expectLater(after?: { updatedAt: string } | null, before?: { updatedAt: string } | null): void {
  expect(after?.updatedAt).toMatch(/\+08:00$/);
  expect(before?.updatedAt).toMatch(/\+08:00$/);
  expect((after?.updatedAt ?? "") > (before?.updatedAt ?? "")).toBe(true);
}
const saved = (res: Envelope<Record<string, unknown>>) => Number(res.models?.id);
const banner = (fields: Record<string, unknown>) => ({
  position: "home",
  title: "测试横幅",
  image: "/banners/01.svg",
  link: "/ssq",
  ...fields,
});

describe("operator authorisation", () => {
  it.each(["banners", "notices", "articles", "help", "dialogs"])(
    "%s calls need an operator token",
    async (kind) => {
      for (const token of ["", player]) {
        expect((await admin("GET", `/content/${kind}`, {}, token)).status).toBe(Status.LOGIN_REQUIRED);
        expect((await admin("POST", `/content/${kind}`, { title: "x" }, token)).status).toBe(
          Status.LOGIN_REQUIRED,
        );
        expect((await admin("POST", `/content/${kind}/delete`, { id: 1 }, token)).status).toBe(
          Status.LOGIN_REQUIRED,
        );
      }
      expect((await admin("POST", "/content/settings", {}, player)).status).toBe(Status.LOGIN_REQUIRED);
    },
  );
});

describe("banners", () => {
  it("create, update, move and delete change what players see and move updatedAt", async () => {
    expect(await homeBanners()).toEqual({ list: [], updatedAt: "1970-01-01T08:00:00+08:00" });
    clock.advance(10_000);
    const first = saved(await admin("POST", "/content/banners", banner({ title: "第一", sort: 2 })));
    const afterCreate = await homeBanners();
    expect(afterCreate?.list.map((b) => b.title)).toEqual(["第一"]);
    expect(afterCreate?.updatedAt).toBe(chinaTimeIso(clock.now()));

    clock.advance(10_000);
    await admin("POST", "/content/banners", banner({ title: "第二", sort: 1 }));
    await admin("POST", "/content/banners", banner({ title: "停用", enabled: false }));
    const afterSecond = await homeBanners();
    expect(afterSecond?.list.map((b) => b.title)).toEqual(["第二", "第一"]);
    expectLater(afterSecond, afterCreate);

    clock.advance(10_000);
    await admin("POST", "/content/banners", banner({ id: first, title: "第一", position: "mine" }));
    const afterMove = await homeBanners();
    const mine = await homeBanners("mine");
    expect(afterMove?.list.map((b) => b.title)).toEqual(["第二"]);
    expect(mine?.list.map((b) => b.title)).toEqual(["第一"]);
    expectLater(afterMove, afterSecond);
    const app = await read<AppHomePageInfoModels>("sitemsg/AppHomePageInfo");
    expect(app.models?.bannerUpdatedAt).toMatchObject({ home: afterMove?.updatedAt, mine: mine?.updatedAt });

    clock.advance(10_000);
    const second = afterMove?.list[0]?.id ?? 0;
    expect((await admin("POST", "/content/banners/delete", { id: second })).models).toEqual({ id: second });
    const afterDelete = await homeBanners();
    expect(afterDelete?.list).toEqual([]);
    expectLater(afterDelete, afterMove);
  });

  it("shows a banner only within its window, and its start moves updatedAt", async () => {
    const startsAt = new Date(clock.now().getTime() + 60_000);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    await admin(
      "POST",
      "/content/banners",
      banner({
        position: "withdraw",
        title: "限时",
        startsAt: startsAt.toISOString(),
        endsAt: chinaTimeIso(endsAt),
      }),
    );
    expect((await homeBanners("withdraw"))?.list).toEqual([]);
    clock.advance(61_000);
    const during = await homeBanners("withdraw");
    expect(during?.list.map((b) => b.title)).toEqual(["限时"]);
    expect(during?.updatedAt).toBe(chinaTimeIso(startsAt));
    clock.advance(3_600_000);
    const after = await homeBanners("withdraw");
    expect(after).toEqual({ list: [], updatedAt: chinaTimeIso(endsAt) });
  });

  it("refuses malformed fields naming them, and unknown ids", async () => {
    for (const [fields, field] of [
      [{ link: "javascript:alert(1)" }, "link"],
      [{ link: "//evil.example/x" }, "link"],
      [{ image: "http://insecure.example/a.png" }, "image"],
      [{ image: undefined }, "image"],
      [{ position: "sky" }, "position"],
      [{ sort: -1 }, "sort"],
      [{ startsAt: "tomorrow" }, "startsAt"],
      [{ startsAt: "2026-12-01T10:00:00+08:00", endsAt: "2026-12-01T09:00:00+08:00" }, "endsAt"],
    ] as const) {
      const res = await admin("POST", "/content/banners", banner(fields));
      expect(res.status, field).toBe(Status.BAD_PARAM);
      expect(res.msg).toContain(field);
    }
    const unknown = await admin("POST", "/content/banners", banner({ id: 9999 }));
    expect(unknown).toMatchObject({ status: Status.REFUSED, msg: "轮播图不存在或已删除" });
    const gone = await admin("POST", "/content/banners/delete", { id: 9999 });
    expect(gone.status).toBe(Status.REFUSED);
  });

  it("lists rows for operators, paged, with China times", async () => {
    const page = await admin<Paged<Record<string, unknown>>>("GET", "/content/banners", { pageSize: "1" });
    expect(page.models?.list).toHaveLength(1);
    expect(page.models?.total).toBeGreaterThanOrEqual(3);
    expect(page.models?.list[0]?.updatedAt).toMatch(/\+08:00$/);
    const bad = await admin("GET", "/content/banners", { pageSize: "0" });
    expect(bad.status).toBe(Status.BAD_PARAM);
  });
});

describe("notices and articles", () => {
  it("hide disabled and future notices until they are enabled and published", async () => {
    const id = saved(
      await admin("POST", "/content/notices", { title: "停服公告", content: "正文", enabled: false }),
    );
    const titles = async () =>
      (await read<IndexNoticeModels>("SiteMsg/GetIndexNotic")).models?.list.map((n) => n.title);
    expect(await titles()).not.toContain("停服公告");
    expect((await read("SiteMsg/GetNoticeDetail", { noticeId: id })).status).toBe(Status.REFUSED);
    const publishAt = chinaTimeIso(new Date(clock.now().getTime() + 60_000));
    await admin("POST", "/content/notices", {
      id,
      title: "停服公告",
      content: "正文",
      publishedAt: publishAt,
    });
    expect(await titles()).not.toContain("停服公告");
    clock.advance(60_000);
    expect(await titles()).toContain("停服公告");
    expect((await read("SiteMsg/GetNoticeDetail", { noticeId: id })).models).toMatchObject({
      title: "停服公告",
      publishedAt: publishAt,
    });
  });

  it("find % and _ in titles only where they are written", async () => {
    await admin("POST", "/content/articles", { category: "news", title: "返奖率65%说明", content: "正文" });
    await admin("POST", "/content/articles", { category: "guide", title: "玩法_入门", content: "正文" });
    await admin("POST", "/content/articles", { category: "guide", title: "普通标题", content: "正文" });
    const search = async (keyword: string) =>
      (await read<Paged<ArticleBrief>>("SiteMsg/GetAricleList", { keyword })).models?.list.map(
        (a) => a.title,
      );
    expect(await search("%")).toEqual(["返奖率65%说明"]);
    expect(await search("_")).toEqual(["玩法_入门"]);
    expect(await search("5%说")).toEqual(["返奖率65%说明"]);
    const guides = await read<Paged<ArticleBrief>>("SiteMsg/GetAricleList", { category: "guide" });
    expect(guides.models?.total).toBe(2);
    const bad = await admin("POST", "/content/articles", { category: "gossip", title: "x", content: "y" });
    expect(bad.msg).toContain("category");
  });
});

describe("help and dialogs", () => {
  it("refuses a second topic with the same type and name", async () => {
    const topic = {
      type: "misc",
      typeTitle: "其他",
      name: "contact",
      title: "如何联系客服？",
      content: "点击在线客服。",
    };
    expect((await admin("POST", "/content/help", topic)).status).toBe(0);
    expect(await admin("POST", "/content/help", topic)).toMatchObject({
      status: Status.REFUSED,
      msg: "帮助条目已存在",
    });
    const bad = await admin("POST", "/content/help", { ...topic, name: "Contact Us" });
    expect(bad.status).toBe(Status.BAD_PARAM);
    expect(bad.msg).toContain("name");
    const detail = await read("SiteMsg/HelpDetail", { type: "misc", name: "contact" });
    expect(detail.models).toMatchObject({ title: "如何联系客服？" });
  });

  it("a players-only dialog moves the players' updatedAt, not the visitors'", async () => {
    const visitorBefore = (await read<DialogListModels>("SiteMsg/DialogList")).models;
    const playerBefore = (await read<DialogListModels>("SiteMsg/DialogList", {}, player)).models;
    clock.advance(5_000);
    await admin("POST", "/content/dialogs", { title: "会员专享", content: "正文", audience: "player" });
    const visitor = (await read<DialogListModels>("SiteMsg/DialogList")).models;
    const member = (await read<DialogListModels>("SiteMsg/DialogList", {}, player)).models;
    expect(visitor).toEqual(visitorBefore);
    expect(member?.list.map((d) => d.title)).toEqual(["会员专享"]);
    expectLater(member, playerBefore);
    const home = await read<AppHomePageInfoModels>("sitemsg/AppHomePageInfo", {}, player);
    expect(home.models?.dialogUpdatedAt).toBe(member?.updatedAt);
  });
});

describe("settings", () => {
  it("change hot games, menus and activity switches players read", async () => {
    const res = await admin("POST", "/content/settings", {
      hotGames: ["dlt", "ffk3"],
      menus: [{ code: "helpCenter", name: "帮助", icon: "help" }],
      activity: { kefuQQ: "123456", checkIn: true },
    });
    expect(res.status).toBe(0);
    const games = (await read<AppHomePageInfoModels>("sitemsg/AppHomePageInfo")).models?.games ?? [];
    expect(games.filter((g) => g.hot).map((g) => g.code)).toEqual(["dlt", "ffk3"]);
    const home = (await read<HomePageInfoModels>("sitemsg/GetHomePageInfo")).models;
    expect(home).toMatchObject({
      menus: [{ code: "helpCenter", name: "帮助", icon: "help" }],
      hotGames: ["dlt", "ffk3"],
    });
    const activity = (await read("SystemConfig/QueryActivity_Setting")).models;
    expect(activity).toMatchObject({
      kefuQQ: "123456",
      checkIn: true,
      kefuWechat: "caipiao_kefu",
      store: false,
    });
    await admin("POST", "/content/settings", { activity: { store: true } });
    expect((await admin("GET", "/content/settings")).models).toMatchObject({
      activity: { kefuQQ: "123456", checkIn: true, store: true },
    });
  });

  it("refuses unknown games, hidden aliases, unknown menus and bad contacts", async () => {
    for (const [payload, field] of [
      [{ hotGames: ["ssq", "nope"] }, "hotGames"],
      [{ hotGames: ["plsan"] }, "hotGames"],
      [{ menus: [{ code: "casino", name: "赌场", icon: "x" }] }, "menus"],
      [{ activity: { kefuQQ: "qq" } }, "activity.kefuQQ"],
      [{ activity: { Menu_BF_Live: "http://scores.example" } }, "activity.Menu_BF_Live"],
    ] as const) {
      const res = await admin("POST", "/content/settings", payload);
      expect(res.status, field).toBe(Status.BAD_PARAM);
      expect(res.msg).toContain(field);
    }
    const games = (await read<AppHomePageInfoModels>("sitemsg/AppHomePageInfo")).models?.games ?? [];
    expect(games.filter((g) => g.hot).map((g) => g.code)).toEqual(["dlt", "ffk3"]);
  });
});
