import { beforeEach, describe, expect, it } from "vitest";
import pg from "pg";
import { eq } from "drizzle-orm";
import type {
  AllResultsModels,
  AppHomePageInfoModels,
  BannerListModels,
  DrawResult,
  LotteryPageInfo,
  OmissionModels,
  Paged,
  ResultDetail,
} from "@lottery/contract";
import { nextDraw } from "@lottery/rules";
import { chinaTimeIso } from "../src/domain/china-time.ts";
import { readCacheOf } from "../src/events/cached-read.ts";
import { EVENT_CHANNEL, startEventRelay } from "../src/events/relay.ts";
import { requireScheduledGame } from "../src/lottery/games.ts";
import { omissionTable } from "../src/lottery/omission.ts";
import { lotteryPageInfo } from "../src/lottery/page-info.ts";
import { allResults, resultDetail, resultList } from "../src/lottery/results.ts";
import { lotteryIssues } from "../src/lottery/tables.ts";
import { operatorCall } from "./helpers.ts";
import { chinaInstant, publicGet, startDrawServer } from "./lottery-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);

// Sunday 22 November 2026: SSQ 2026140 closes 20:00 and draws 21:15; jlffc draws every minute.
const SUNDAY = "2026-11-22T19:00:00";

const chinaIsoOf = (date: Date | undefined) => (date ? chinaTimeIso(date) : undefined);

/** Waits until a condition holds (polling every 50 ms) or fails after `ms`. */
async function until(condition: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("read cache", () => {
  const s = serverOfFile(() => startDrawServer(SUNDAY));
  beforeEach(async () => {
    s.server.config.allowForcedDraws = false;
    await s.reset(SUNDAY);
    // The reset empties the issues behind the app's back: what it cached before is dropped.
    s.server.app.deps.events.deliver({ type: "changed", topic: "missed", at: new Date().toISOString() });
  });
  const app = () => s.server.app;
  const db = () => s.server.database.db;
  const cache = () => readCacheOf(app().deps);
  const enter = (payload: Record<string, unknown>) =>
    operatorCall(app(), s.operator, "POST", "/lottery/result", payload);

  /** Each cached read over HTTP beside the same answer read straight from the database. */
  const reads = {
    page: async (gameCode: string) => ({
      cached: await publicGet<LotteryPageInfo>(app(), "/api/sitemsg/AppLotteryPageInfo", { gameCode }),
      direct: await lotteryPageInfo(db(), requireScheduledGame(gameCode), s.clock.now()),
    }),
    list: async (gameCode: string) => ({
      cached: await publicGet<Paged<DrawResult>>(app(), "/api/lotteryresult/list", {
        gameCode,
        pageIndex: 1,
        pageSize: 5,
      }),
      direct: await resultList(db(), requireScheduledGame(gameCode), { pageIndex: 1, pageSize: 5 }),
    }),
    all: async () => ({
      cached: await publicGet<AllResultsModels>(app(), "/api/lotteryresult/allresult"),
      direct: await allResults(db()),
    }),
    detail: async (gameCode: string, issue: string) => ({
      cached: await publicGet<ResultDetail>(app(), "/api/lotteryresult/Detail", { gameCode, issue }),
      direct: await resultDetail(db(), requireScheduledGame(gameCode), issue),
    }),
    omission: async (gameCode: string) => ({
      cached: await publicGet<OmissionModels>(app(), "/api/lotteryresult/Omission", { gameCode, count: 10 }),
      direct: await omissionTable(db(), requireScheduledGame(gameCode), 10),
    }),
  };
  /** Reads through the cache, checks it answers as the database does; answers the cached answer. */
  async function same<T>(read: Promise<{ cached: T; direct: T }>): Promise<T> {
    const { cached, direct } = await read;
    expect(cached).toEqual(direct);
    return cached;
  }

  it("answers as the database does, from the cache on a repeat, with the time of each request", async () => {
    await s.tick();
    await s.tickAt("2026-11-22T19:05:00");
    const probes: (() => Promise<{ cached: unknown; direct: unknown }>)[] = [
      () => reads.page("ssq"),
      () => reads.page("jlffc"),
      () => reads.list("jlffc"),
      () => reads.all(),
      () => reads.omission("jlffc"),
    ];
    for (const probe of probes) await same(probe());
    const hits = cache().counts.hits;
    for (const probe of probes) await same(probe());
    expect(cache().counts.hits).toBe(hits + probes.length);
    expect((await same(reads.list("jlffc"))).list).toHaveLength(5);
    // The call's checks still run before the cached answer: no signature, no answer.
    const unsigned = await app().inject({ method: "GET", url: "/api/lotteryresult/list?gameCode=jlffc" });
    expect(unsigned.json()).toMatchObject({ status: 3 });

    // Ten seconds on, the server time and countdown fields move though the rows come from the cache.
    s.clock.advance(10_000);
    const later = await same(reads.page("ssq"));
    expect(later.serverTime).toBe("2026-11-22T19:05:10+08:00");
    expect(later.current).toMatchObject({ issue: "2026140", onSale: true });
  });

  it("answers fresh after a forced draw through POST /admin/api/lottery/result", async () => {
    s.server.config.allowForcedDraws = true;
    await s.tickAt("2026-11-22T19:05:00");
    const before = await same(reads.page("jlffc"));
    const issue = before.current?.issue as string;
    expect(before.current?.onSale).toBe(true);
    await same(reads.list("jlffc"));
    await same(reads.all());
    await same(reads.omission("jlffc"));
    expect((await same(reads.detail("jlffc", issue))).status).toBe("open");

    expect((await enter({ gameCode: "jlffc", issue, numbers: "1,2,3,4,5" })).status).toBe(0);
    const after = await same(reads.page("jlffc"));
    expect(after.last).toMatchObject({ issue, numbers: "1,2,3,4,5" });
    // The next issue's sale opened with the early result.
    expect(after.current).toMatchObject({ onSale: true });
    expect(after.current?.issue).not.toBe(issue);
    expect((await same(reads.list("jlffc"))).list[0]).toMatchObject({ issue, numbers: "1,2,3,4,5" });
    const all = await same(reads.all());
    expect(all.groups.flatMap((g) => g.list).find((d) => d.gameCode === "jlffc")?.issue).toBe(issue);
    await same(reads.omission("jlffc"));
    expect(await same(reads.detail("jlffc", issue))).toMatchObject({ numbers: "1,2,3,4,5" });

    // Figures announced later (no draw event) clear the game's answers too.
    expect((await enter({ gameCode: "ssq", issue: "2026140", numbers: "01,02,03,04,05,06|07" })).status).toBe(
      0,
    );
    expect((await same(reads.page("ssq"))).pool).toBeNull();
    expect((await enter({ gameCode: "ssq", issue: "2026140", pool: "2000000000.50" })).status).toBe(0);
    expect((await same(reads.page("ssq"))).pool).toBe(2_000_000_000.5);
    expect((await same(reads.detail("ssq", "2026140"))).pool).toBe(2_000_000_000.5);
  });

  it("answers fresh once the sale closes: at the close time, and after the tick's close", async () => {
    await s.tick();
    expect((await same(reads.page("ssq"))).current).toMatchObject({ issue: "2026140", onSale: true });
    expect((await same(reads.detail("ssq", "2026140"))).status).toBe("open");

    // Past the close, before any tick: the current issue's answer expired at its close time.
    s.clock.advance(chinaInstant("2026-11-22T20:00:01").getTime() - s.clock.now().getTime());
    expect((await same(reads.page("ssq"))).current?.issue).not.toBe("2026140");
    // The tick closes the sale and publishes `closed`: the issue's detail says so at once.
    await s.tick();
    expect((await same(reads.detail("ssq", "2026140"))).status).toBe("closed");
  });

  it("answers fresh home content after an operator's change", async () => {
    const home = () =>
      publicGet<AppHomePageInfoModels>(app(), "/api/sitemsg/AppHomePageInfo").then((m) => m.bannerUpdatedAt);
    const banners = () =>
      publicGet<BannerListModels>(app(), "/api/sitemsg/getBannerList", { position: "home" });
    const updated = await home();
    const titles = (await banners()).list.map((b) => b.title);
    const hits = cache().counts.hits;
    await banners();
    expect(cache().counts.hits).toBe(hits + 1);

    s.clock.advance(1000);
    const saved = await operatorCall(app(), s.operator, "POST", "/content/banners", {
      position: "home",
      title: "缓存横幅",
      image: "/banners/01.svg",
      link: "/ssq",
    });
    expect(saved.status).toBe(0);
    expect((await banners()).list.map((b) => b.title)).toEqual([...titles, "缓存横幅"]);
    expect((await home()).home > updated.home).toBe(true);
  });

  it("answers the home game list fresh after a hot-games change and past each next draw's close", async () => {
    const games = async () =>
      (await publicGet<AppHomePageInfoModels>(app(), "/api/sitemsg/AppHomePageInfo")).games;
    const hot = (list: AppHomePageInfoModels["games"]) => list.filter((g) => g.hot).map((g) => g.code);
    const first = await games();
    const next = (list: AppHomePageInfoModels["games"], code: string) =>
      list.find((g) => g.code === code)?.nextDraw;
    // As the rules schedule it, at the request's time.
    expect(next(first, "jlffc")?.closeAt).toBe(chinaIsoOf(nextDraw("jlffc", s.clock.now())?.closeAt));
    const saved = await operatorCall(app(), s.operator, "POST", "/content/settings", { hotGames: ["dlt"] });
    expect(saved.status).toBe(0);
    expect(hot(await games())).toEqual(["dlt"]);

    // Past jlffc's next close, before any event: its next draw moved on.
    const closeAt = Date.parse(next(first, "jlffc")?.closeAt ?? "");
    s.clock.advance(closeAt - s.clock.now().getTime() + 1000);
    const later = next(await games(), "jlffc");
    expect(later?.issue).not.toBe(next(first, "jlffc")?.issue);
    expect(later?.closeAt).toBe(chinaIsoOf(nextDraw("jlffc", s.clock.now())?.closeAt));
  });

  it("drops an answer when another process's event arrives through the relay's entry point, only its game's", async () => {
    await s.tick();
    expect((await same(reads.detail("ssq", "2026140"))).status).toBe("open");
    // Another process closes the sale: this process's database row changes, its cache has not heard yet.
    await db().update(lotteryIssues).set({ status: "closed" }).where(eq(lotteryIssues.issue, "2026140"));
    expect((await reads.detail("ssq", "2026140")).cached.status).toBe("open");
    const at = s.clock.now().toISOString();
    // Another game's event leaves it; the relay delivering this game's `closed` clears it.
    app().deps.events.deliver({ type: "closed", game: "dlt", issue: "2026135", at });
    expect((await reads.detail("ssq", "2026140")).cached.status).toBe("open");
    app().deps.events.deliver({ type: "closed", game: "ssq", issue: "2026140", at });
    expect((await same(reads.detail("ssq", "2026140"))).status).toBe("closed");
  });

  it.skipIf(!onPostgres)(
    "drops an answer when another process NOTIFYs its event, and every answer when the relay reconnects (PostgreSQL)",
    async () => {
      const relay = await startEventRelay(app().deps);
      const pool = (db() as unknown as { $client: pg.Pool }).$client;
      const other = new pg.Client({ connectionString: pool.options.connectionString });
      await other.connect();
      try {
        await s.tick();
        expect((await same(reads.detail("ssq", "2026140"))).status).toBe("open");
        await db().update(lotteryIssues).set({ status: "closed" }).where(eq(lotteryIssues.issue, "2026140"));
        expect((await reads.detail("ssq", "2026140")).cached.status).toBe("open");
        const event = { type: "closed", game: "ssq", issue: "2026140", at: s.clock.now().toISOString() };
        const payload = JSON.stringify({ origin: "another-process", event });
        await other.query("select pg_notify($1, $2)", [EVENT_CHANNEL, payload]);
        await until(async () => (await reads.detail("ssq", "2026140")).cached.status === "closed");
        await same(reads.detail("ssq", "2026140"));

        // The listening connection is lost: events NOTIFYed meanwhile are missed, so once the relay
        // listens again every cached answer is dropped.
        await db().update(lotteryIssues).set({ status: "open" }).where(eq(lotteryIssues.issue, "2026140"));
        expect((await reads.detail("ssq", "2026140")).cached.status).toBe("closed");
        await other.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN ${EVENT_CHANNEL}'`,
        );
        await until(async () => (await reads.detail("ssq", "2026140")).cached.status === "open");
      } finally {
        await other.end();
        await relay.stop();
      }
    },
  );
});
