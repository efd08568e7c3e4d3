import { beforeEach, describe, expect, it } from "vitest";
import { fairDraw } from "@lottery/rules";
import type {
  AllResultsModels,
  DrawResult,
  LotteryPageInfo,
  OmissionModels,
  Paged,
  ResultDetail,
  ResultEntryModels,
  VerifyModels,
} from "@lottery/contract";
import { eq } from "drizzle-orm";
import { demoResultFeed } from "../src/demo/lottery/feed.ts";
import { anchorOf } from "../src/lottery/chains.ts";
import { drawOfficialFromFeed } from "../src/lottery/draws.ts";
import { lotteryIssues } from "../src/lottery/tables.ts";
import { operatorCall } from "./helpers.ts";
import { chinaInstant, issueRow, publicCall, publicGet, startDrawServer } from "./lottery-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

/** A settled issue whose numbers came from the feed, drawn at a China wall-clock time (on sale the day before). */
function fedIssue(gameCode: string, issue: string, drawLocal: string, numbers: string) {
  const drawAt = chinaInstant(drawLocal);
  return {
    gameCode,
    issue,
    openAt: new Date(drawAt.getTime() - 86_400_000),
    closeAt: new Date(drawAt.getTime() - 4_500_000),
    drawAt,
    status: "settled",
    numbers,
    source: "feed",
  };
}

// Sunday 22 November 2026: SSQ 2026140 closes 20:00 and draws 21:15.
const SUNDAY = "2026-11-22T19:00:00";

describe("lottery results", () => {
  const s = serverOfFile(() => startDrawServer(SUNDAY));
  beforeEach(async () => {
    s.server.config.allowForcedDraws = false;
    await s.reset(SUNDAY);
  });
  const app = () => s.server.app;
  const db = () => s.server.database.db;
  const enter = (payload: Record<string, unknown>) =>
    operatorCall<ResultEntryModels>(app(), s.operator, "POST", "/lottery/result", payload);

  it("validates an operator's result entry field by field", async () => {
    await s.tick();
    const good = { gameCode: "ssq", issue: "2026140", numbers: "01,02,03,04,05,06|07" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, gameCode: "nope" }, "gameCode"],
      [{ ...good, gameCode: "jczq" }, "gameCode"],
      [{ ...good, issue: "26-140" }, "issue"],
      [{ ...good, numbers: "01,02,03,04,05|07" }, "numbers"],
      [{ ...good, numbers: "01,02,03,04,05,34|07" }, "numbers"],
      [{ ...good, numbers: "01,01,03,04,05,06|07" }, "numbers"],
      [{ ...good, prizes: { "3": 100 } }, "prizes.3"],
      [{ ...good, prizes: { "1": -5 } }, "prizes.1"],
      [{ ...good, prizes: { "1": "1.234" } }, "prizes.1"],
      [{ ...good, pool: -1 }, "pool"],
      [{ ...good, sales: "abc" }, "sales"],
      [{ ...good, winners: { "9": 1 } }, "winners.9"],
      [{ ...good, winners: { "1": 1.5 } }, "winners"],
      [{ ...good, winners: { "1": -1 } }, "winners"],
    ];
    for (const [payload, field] of cases) {
      const body = await enter(payload);
      expect(body.status, JSON.stringify(payload)).toBe(2);
      expect(body.msg).toContain(field);
    }
    expect((await enter({ gameCode: "ssq", issue: "2026140" })).msg).toBe("缺少参数：numbers");
    expect(await enter({ ...good, issue: "2026999" })).toMatchObject({ status: 1, msg: "第2026999期不存在" });
    expect((await operatorCall(app(), null, "POST", "/lottery/result", good)).status).toBe(4);
    // House-drawn games take no entered result without ALLOW_FORCED_DRAWS.
    const house = await enter({ gameCode: "jlffc", issue: "202611221141", numbers: "1,2,3,4,5" });
    expect(house).toMatchObject({ status: 1, msg: "该彩种由系统开奖，不能录入结果" });
    expect((await issueRow(db(), "ssq", "2026140")).status).toBe("open");
  });

  it("enters an official result after the draw, then its floating prizes in a second call", async () => {
    await s.tick();
    const numbers = "01,02,03,04,05,06|07";
    expect(await enter({ gameCode: "ssq", issue: "2026140", numbers })).toMatchObject({
      status: 1,
      msg: "第2026140期尚未截止销售，不能录入结果",
    });
    // No ticks from here on (the house games would catch up hours of draws): entry itself closes the sale.
    s.clock.advance(chinaInstant("2026-11-22T20:30:00").getTime() - s.clock.now().getTime());
    expect(await enter({ gameCode: "ssq", issue: "2026140", numbers })).toMatchObject({
      status: 1,
      msg: "第2026140期未到开奖时间",
    });
    s.clock.advance(chinaInstant("2026-11-22T21:20:00").getTime() - s.clock.now().getTime());
    const first = await enter({ gameCode: "ssq", issue: "2026140", numbers: " 01,02,03,04,05,06|07 " });
    expect(first.status).toBe(0);
    expect(first.models).toMatchObject({ gameCode: "ssq", issue: "2026140", numbers, prizes: {} });
    expect(["drawn", "settled"]).toContain(first.models?.status);
    // With no orders, settlement (run at once) settles the issue too.
    expect(s.events.filter((e) => e.game === "ssq" && e.issue === "2026140").map((e) => e.type)).toEqual([
      "opened",
      "closed",
      "drawn",
      "settled",
    ]);
    expect(s.events.find((e) => e.type === "drawn" && e.game === "ssq")).toMatchObject({
      game: "ssq",
      issue: "2026140",
      numbers,
    });

    const detail = await publicGet<ResultDetail>(app(), "/api/lotteryresult/Detail", {
      gameCode: "ssq",
      issue: "2026140",
    });
    expect(detail).toMatchObject({
      numbers,
      source: "operator",
      fairness: null,
      drawAt: "2026-11-22T21:15:00+08:00",
    });
    expect(detail.tiers.slice(0, 3)).toEqual([
      { tier: "1", floating: true, amount: null, winners: null },
      { tier: "2", floating: true, amount: null, winners: null },
      { tier: "3", floating: false, amount: 3000, winners: null },
    ]);
    expect(detail.tiers.map((t) => t.tier)).toEqual(["1", "2", "3", "4", "5", "6"]);

    const prizes = await enter({
      gameCode: "ssq",
      issue: "2026140",
      prizes: { "1": 5_123_456, "2": "98765.43" },
    });
    expect(prizes.status).toBe(0);
    expect(prizes.models?.prizes).toEqual({ "1": 5_123_456, "2": 98_765.43 });
    const priced = await publicGet<ResultDetail>(app(), "/api/lotteryresult/Detail", {
      gameCode: "ssq",
      issue: "2026140",
    });
    expect(priced.tiers.slice(0, 2).map((t) => t.amount)).toEqual([5_123_456, 98_765.43]);
    expect((await issueRow(db(), "ssq", "2026140")).prizes).toEqual({ "1": 512_345_600, "2": 9_876_543 });

    // Repeating the same values is fine; changing them is not.
    expect(
      (await enter({ gameCode: "ssq", issue: "2026140", numbers, prizes: { "1": 5_123_456 } })).status,
    ).toBe(0);
    expect(await enter({ gameCode: "ssq", issue: "2026140", prizes: { "1": 1 } })).toMatchObject({
      status: 1,
      msg: "奖级1的奖金已录入，不能修改",
    });
    expect(await enter({ gameCode: "ssq", issue: "2026140", numbers: "01,02,03,04,05,07|07" })).toMatchObject(
      {
        status: 1,
        msg: "第2026140期开奖号码已录入，不能修改",
      },
    );
    expect(s.events.filter((e) => e.type === "drawn" && e.game === "ssq")).toHaveLength(1);
  });

  it("keeps the pool, sales and winners per tier the feed announces; an operator corrects them", async () => {
    await s.tick();
    // The sale closed at 20:00 (set directly: a tick would catch up hours of house draws); the feed answers at 21:20.
    await db().update(lotteryIssues).set({ status: "closed" }).where(eq(lotteryIssues.issue, "2026140"));
    s.clock.advance(chinaInstant("2026-11-22T21:20:00").getTime() - s.clock.now().getTime());
    const [drawn] = await drawOfficialFromFeed(app().deps, s.clock.now(), demoResultFeed);
    expect(drawn?.issue).toBe("2026140");
    const at = { gameCode: "ssq", issue: "2026140" };
    const fed = await publicGet<ResultDetail>(app(), "/api/lotteryresult/Detail", at);
    expect(fed.pool).toBeGreaterThanOrEqual(1_500_000_000);
    expect(fed.pool).toBeLessThanOrEqual(2_600_000_000);
    expect(fed.sales).toBeGreaterThanOrEqual(330_000_000);
    const winners = fed.tiers.map((t) => t.winners ?? -1);
    expect(winners.every((n) => n >= 0)).toBe(true);
    expect(winners[0]).toBeLessThanOrEqual(12);
    expect(winners[5]).toBeGreaterThan(winners[1] ?? 0);
    const info = await publicGet<LotteryPageInfo>(app(), "/api/sitemsg/AppLotteryPageInfo", {
      gameCode: "ssq",
    });
    expect(info.pool).toBe(fed.pool);

    const corrected = await enter({
      ...at,
      pool: "2000000000.50",
      sales: 380_000_000,
      winners: { "1": 7, "2": "120" },
    });
    expect(corrected.models).toMatchObject({ pool: 2_000_000_000.5, sales: 380_000_000 });
    const detail = await publicGet<ResultDetail>(app(), "/api/lotteryresult/Detail", at);
    expect(detail).toMatchObject({ pool: 2_000_000_000.5, sales: 380_000_000 });
    expect(detail.tiers.map((t) => t.winners)).toEqual([7, 120, ...winners.slice(2)]);
    expect((await issueRow(db(), "ssq", "2026140")).poolFen).toBe(200_000_000_050);
    // A game without announced figures answers null.
    const fc3d = await publicGet<LotteryPageInfo>(app(), "/api/sitemsg/AppLotteryPageInfo", {
      gameCode: "fc3d",
    });
    expect(fc3d.pool).toBeNull();
  });

  it("under ALLOW_FORCED_DRAWS closes a house issue on sale and draws it with the entered numbers", async () => {
    s.server.config.allowForcedDraws = true;
    await s.tick();
    const page = await publicGet<LotteryPageInfo>(app(), "/api/sitemsg/AppLotteryPageInfo", {
      gameCode: "jlffc",
    });
    const issue = page.current?.issue as string;
    expect(page.current?.onSale).toBe(true);
    const body = await enter({ gameCode: "jlffc", issue, numbers: "1,2,3,4,5" });
    expect(body.status).toBe(0);
    const own = s.events.filter((e) => e.game === "jlffc" && e.issue === issue);
    expect(own.map((e) => e.type)).toEqual(["opened", "closed", "drawn", "settled"]);
    const row = await issueRow(db(), "jlffc", issue);
    expect(row).toMatchObject({ numbers: "1,2,3,4,5", source: "operator" });
    // The slot's seed is revealed all the same, so the chain stays checkable; the numbers are not the seed's.
    const verify = await publicGet<VerifyModels>(app(), "/api/lotteryresult/Verify", {
      gameCode: "jlffc",
      issue,
    });
    expect(verify).toMatchObject({ hashOk: true, linkOk: true, numbers: "1,2,3,4,5" });
    expect(verify.recomputed).toBe(fairDraw("jlffc", issue, row.seed as string));
    expect(verify.ok).toBe(verify.recomputed === "1,2,3,4,5");
  });

  it("under ALLOW_FORCED_DRAWS opens the next issue's sale as soon as a result is entered early", async () => {
    s.server.config.allowForcedDraws = true;
    await s.tick();
    const dltPage = () =>
      publicGet<LotteryPageInfo>(app(), "/api/sitemsg/AppLotteryPageInfo", { gameCode: "dlt" });
    const before = await dltPage();
    const issue = before.current?.issue as string;
    expect(before.current?.onSale).toBe(true);
    const body = await enter({ gameCode: "dlt", issue, numbers: "01,02,03,04,05|01,02" });
    expect(body.status).toBe(0);
    const after = await dltPage();
    expect(after.current?.issue).not.toBe(issue);
    expect(after.current?.onSale).toBe(true);
  });

  it("under ALLOW_FORCED_DRAWS keeps a weekly game on sale after two early results in a row", async () => {
    s.server.config.allowForcedDraws = true;
    await s.tick();
    const ssqPage = () =>
      publicGet<LotteryPageInfo>(app(), "/api/sitemsg/AppLotteryPageInfo", { gameCode: "ssq" });
    const drawn: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const page = await ssqPage();
      expect(page.current?.onSale).toBe(true);
      const issue = page.current?.issue as string;
      expect(drawn).not.toContain(issue);
      expect((await enter({ gameCode: "ssq", issue, numbers: "01,02,03,04,05,06|01" })).status).toBe(0);
      drawn.push(issue);
      await s.tick();
    }
    expect(drawn.map(Number)).toEqual([0, 1, 2].map((i) => Number(drawn[0]) + i));
  });

  it("answers the betting page, result lists, detail and verification", async () => {
    await s.tick();
    const before = await publicGet<LotteryPageInfo>(app(), "/api/sitemsg/AppLotteryPageInfo", {
      gameCode: "JLFFC",
    });
    expect(before).toMatchObject({
      gameCode: "jlffc",
      gameName: "吉利分分彩",
      kind: "house",
      serverTime: expect.stringMatching(/^2026-11-22T19:00:00\+08:00$/),
      last: null,
      maxBeishu: 9999,
      maxQishu: 25,
      closeBeforeDrawSeconds: 10,
      houseDrawn: true,
    });
    const first = await issueRow(db(), "jlffc", "202611221142");
    expect(before.current).toEqual({
      issue: "202611221142",
      status: "open",
      onSale: true,
      openAt: expect.any(String),
      closeAt: "2026-11-22T19:00:50+08:00",
      drawAt: "2026-11-22T19:01:00+08:00",
      seedHash: await anchorOf(db(), first.chainId as number),
    });
    // A future issue shows no commitment (it would be the seed of an undrawn issue) and no seed.
    const future = await publicGet<ResultDetail>(app(), "/api/lotteryresult/Detail", {
      gameCode: "jlffc",
      issue: "202611221144",
    });
    expect(future.fairness).toMatchObject({ seedHash: null, seed: null, chainIndex: 3 });
    expect(future.numbers).toBeNull();
    expect(
      (await publicCall(app(), "/api/lotteryresult/Verify", { gameCode: "jlffc", issue: "202611221144" }))
        .msg,
    ).toBe("第202611221144期尚未开奖");

    for (const minute of ["01", "02", "03"]) await s.tickAt(`2026-11-22T19:${minute}:00`);
    const page = await publicGet<LotteryPageInfo>(app(), "/api/sitemsg/AppLotteryPageInfo", {
      gameCode: "jlffc",
    });
    expect(page.last?.issue).toBe("202611221144");
    expect(page.current?.issue).toBe("202611221145");
    expect(page.current?.seedHash).toBe((await issueRow(db(), "jlffc", "202611221144")).seed);

    const list = await publicGet<Paged<DrawResult>>(app(), "/api/lotteryresult/list", {
      gameCode: "jlffc",
      pageIndex: 1,
      pageSize: 2,
    });
    expect(list.total).toBe(3);
    expect(list.list.map((r) => r.issue)).toEqual(["202611221144", "202611221143"]);
    const page2 = await publicGet<Paged<DrawResult>>(app(), "/api/lotteryresult/list", {
      gameCode: "jlffc",
      pageIndex: 2,
      pageSize: 2,
    });
    expect(page2.list.map((r) => r.issue)).toEqual(["202611221142"]);

    const all = await publicGet<AllResultsModels>(app(), "/api/lotteryresult/allresult");
    const house = all.groups.find((g) => g.kind === "house");
    expect(house?.kindName).toBe("极速彩");
    expect(house?.list.find((r) => r.gameCode === "jlffc")?.issue).toBe("202611221144");
    expect(all.groups.find((g) => g.kind === "number")).toBeUndefined(); // nothing drawn yet

    const detail = await publicGet<ResultDetail>(app(), "/api/lotteryresult/Detail", {
      gameCode: "jlffc",
      issue: "202611221143",
    });
    const row = await issueRow(db(), "jlffc", "202611221143");
    expect(detail.fairness).toEqual({
      seedHash: row.seedHash,
      seed: row.seed,
      chainId: row.chainId,
      chainIndex: 2,
      anchor: await anchorOf(db(), row.chainId as number),
    });
    expect(detail.numbers).toBe(fairDraw("jlffc", "202611221143", row.seed as string));
    expect(detail.tiers.find((t) => t.tier === "5XZX")).toEqual({
      tier: "5XZX",
      floating: false,
      amount: 100_000,
      winners: null,
    });

    const verify = await publicGet<VerifyModels>(app(), "/api/lotteryresult/Verify", {
      gameCode: "jlffc",
      issue: "202611221143",
    });
    expect(verify).toMatchObject({
      ok: true,
      hashOk: true,
      linkOk: true,
      recomputed: detail.numbers,
      seed: row.seed,
    });
    const anchorLinked = await publicGet<VerifyModels>(app(), "/api/lotteryresult/Verify", {
      gameCode: "jlffc",
      issue: "202611221142",
    });
    expect(anchorLinked.linkOk).toBe(true);
  });

  it("refuses bad read parameters with status 2 or 1", async () => {
    const bad: [string, Record<string, string | number>, number, string][] = [
      ["/api/sitemsg/AppLotteryPageInfo", { gameCode: "nope" }, 2, "gameCode"],
      ["/api/sitemsg/AppLotteryPageInfo", {}, 2, "gameCode"],
      ["/api/sitemsg/AppLotteryPageInfo", { gameCode: "jczq" }, 2, "gameCode"],
      ["/api/lotteryresult/list", { gameCode: "ssq", pageSize: 101 }, 2, "pageSize"],
      ["/api/lotteryresult/Detail", { gameCode: "ssq", issue: "abc" }, 2, "issue"],
      ["/api/lotteryresult/Detail", { gameCode: "ssq", issue: "2026001" }, 1, "第2026001期不存在"],
      ["/api/lotteryresult/Verify", { gameCode: "ssq", issue: "2026140" }, 1, "官方开奖"],
      ["/api/lotteryresult/Omission", { gameCode: "ssq", count: 501 }, 2, "count"],
      ["/api/lotteryresult/Omission", { gameCode: "ssq", count: 0 }, 2, "count"],
    ];
    for (const [path, params, status, text] of bad) {
      const body = await publicCall(app(), path, params);
      expect(body.status, `${path} ${JSON.stringify(params)}`).toBe(status);
      expect(body.msg).toContain(text);
    }
  });

  it("computes omission against a hand-worked example", async () => {
    const draws = ["1,2,3", "1,5,3", "4,2,3", "1,2,9", "7,7,7"];
    await db()
      .insert(lotteryIssues)
      .values(
        draws.map((numbers, i) =>
          fedIssue(
            "fc3d",
            `2026${String(300 + i)}`,
            `2026-11-${String(10 + i).padStart(2, "0")}T21:15:00`,
            numbers,
          ),
        ),
      );
    const table = await publicGet<OmissionModels>(app(), "/api/lotteryresult/Omission", { gameCode: "fc3d" });
    expect(table.count).toBe(5);
    expect(table.zones.map((z) => z.label)).toEqual(["第1位", "第2位", "第3位"]);
    const cell = (zone: number, n: string) => table.zones[zone]?.numbers.find((x) => x.number === n);
    // Position 1: 1 came in draws 1, 2, 4 → misses 0,0,1,1 … current 1, longest 1, (5−3)/(3+1) = 0.5.
    expect(cell(0, "1")).toEqual({ number: "1", current: 1, average: 0.5, max: 1, hits: 3 });
    // 7 only in the newest draw: a run of 4 before it, (5−1)/2 = 2.
    expect(cell(0, "7")).toEqual({ number: "7", current: 0, average: 2, max: 4, hits: 1 });
    // 0 never: current and longest miss are the whole window, average 5/1.
    expect(cell(0, "0")).toEqual({ number: "0", current: 5, average: 5, max: 5, hits: 0 });
    expect(cell(1, "2")).toEqual({ number: "2", current: 1, average: 0.5, max: 1, hits: 3 });
    expect(cell(2, "3")).toEqual({ number: "3", current: 2, average: 0.5, max: 2, hits: 3 });
    expect(table.zones[0]?.numbers).toHaveLength(10);
    // Over the last 3 draws only (4,2,3 / 1,2,9 / 7,7,7): 1 at position 1 once, 1 draw ago.
    const last3 = await publicGet<OmissionModels>(app(), "/api/lotteryresult/Omission", {
      gameCode: "fc3d",
      count: 3,
    });
    expect(last3.count).toBe(3);
    expect(last3.zones[0]?.numbers.find((x) => x.number === "1")).toEqual({
      number: "1",
      current: 1,
      average: 1,
      max: 1,
      hits: 1,
    });
  });

  it("computes lotto-zone omission for SSQ (red set, blue ball)", async () => {
    for (const [i, numbers] of [
      "01,02,03,04,05,06|07",
      "01,08,09,10,11,12|07",
      "13,14,15,16,17,18|16",
    ].entries()) {
      await db()
        .insert(lotteryIssues)
        .values(fedIssue("ssq", `2026${120 + i}`, `2026-11-0${i + 1}T21:15:00`, numbers));
    }
    const table = await publicGet<OmissionModels>(app(), "/api/lotteryresult/Omission", {
      gameCode: "ssq",
      count: 10,
    });
    expect(table.zones.map((z) => [z.label, z.numbers.length])).toEqual([
      ["第1区", 33],
      ["第2区", 16],
    ]);
    expect(table.zones[0]?.numbers[0]).toEqual({ number: "01", current: 1, average: 0.33, max: 1, hits: 2 });
    expect(table.zones[1]?.numbers.find((n) => n.number === "07")).toEqual({
      number: "07",
      current: 1,
      average: 0.33,
      max: 1,
      hits: 2,
    });
    expect(table.zones[1]?.numbers.find((n) => n.number === "01")).toEqual({
      number: "01",
      current: 3,
      average: 3,
      max: 3,
      hits: 0,
    });
  });
});
