import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Msg, Status, type Paged, type YuEBaoRecord } from "@lottery/contract";
import { interestFen, creditInterestForDay } from "../src/yuebao/interest.ts";
import { creditDueInterest, startInterestJob } from "../src/yuebao/job.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall, useTestClock, type TestClock, type TestServer } from "./helpers.ts";
import { expectAuditOk, moneyPlayer, okModels, playerCall, startMoneyServer } from "./money-helpers.ts";
import { yuebaoCalls } from "./yuebao-fixtures.ts";

const HOUR_MS = 3_600_000;
const at = (day: string, time: string) => new Date(`${day}T${time}+08:00`);

let server: TestServer;
let clock: TestClock;
let operator: string;
/** Holds 10 000 yuan from day 1 on. */
let steady: TestPlayer;
/** Holds 10 000 yuan from day 1 and dips to 5 000 for an hour of day 2. */
let dipper: TestPlayer;
/** Puts 5 000 yuan in during day 2. */
let late: TestPlayer;

const setClock = (instant: Date) => clock.advance(instant.getTime() - clock.now().getTime());
const yuebao = yuebaoCalls(() => server.app);
const move = (player: TestPlayer, direction: "In" | "Out", amount: string) =>
  okModels(yuebao.move(player, direction, amount));
const { info } = yuebao;
const runDay = (date: string) => operatorCall(server.app, operator, "POST", "/yuebao/interest/run", { date });

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
  clock = useTestClock(server, at("2026-03-01", "10:00:00"));
  await operatorCall(server.app, operator, "POST", "/yuebao/settings", { annualRate: 3.65 });
  steady = await moneyPlayer(server.app, "int01", 10_000);
  dipper = await moneyPlayer(server.app, "int02", 10_000);
  late = await moneyPlayer(server.app, "int03", 5_000);
  await move(steady, "In", "10000");
  await move(dipper, "In", "10000");
  setClock(at("2026-03-02", "09:00:00"));
  await move(dipper, "Out", "5000");
  clock.advance(HOUR_MS);
  await move(dipper, "In", "5000");
  await move(late, "In", "5000");
});
afterAll(async () => {
  await server.close();
});

describe("interest of one day", () => {
  it("rounds down: floor(balance × rate / 365) fen", () => {
    expect(interestFen(1_000_000, 365)).toBe(100);
    expect(interestFen(999_999, 365)).toBe(99);
    expect(interestFen(1_000_000, 250)).toBe(68); // 68.49… fen
    expect(interestFen(0, 365)).toBe(0);
    expect(interestFen(9_000_000_000_000, 3_600)).toBe(8_876_712_328); // exact beyond 2^53 inside
  });

  it("is refused while the day is not over", async () => {
    expect(await runDay("2026-03-02")).toMatchObject({ status: Status.REFUSED, msg: Msg.yuebao.dayNotOver });
  });

  it("pays on the lowest balance of the day: all day 1.00, a dip half, a deposit that day nothing", async () => {
    setClock(at("2026-03-03", "00:30:00"));
    expect(await runDay("2026-03-02")).toMatchObject({
      status: 0,
      models: { date: "2026-03-02", annualRate: 3.65, players: 2, total: 1.5 },
    });
    expect(await info(steady)).toEqual({
      balance: 10_001,
      cash: 0,
      annualRate: 3.65,
      yesterdayInterest: 1,
      totalInterest: 1,
      lastInterestDate: "2026-03-02",
    });
    expect(await info(dipper)).toMatchObject({ balance: 10_000.5, yesterdayInterest: 0.5 });
    expect(await info(late)).toMatchObject({ balance: 5_000, yesterdayInterest: 0, lastInterestDate: null });
    const records = await okModels(
      playerCall<Paged<YuEBaoRecord>>(server.app, steady, "GET", "YuEBao/Records"),
    );
    expect(records.list[0]).toMatchObject({ type: "interest", typeName: "收益", amount: 1, balance: 10_001 });
  });

  it("credits each player once however often the day is run", async () => {
    const again = await runDay("2026-03-02");
    expect(again.models).toMatchObject({ players: 2, total: 1.5 });
    await Promise.all([
      creditInterestForDay(server.database.db, "2026-03-02", clock.now(), 1),
      creditInterestForDay(server.database.db, "2026-03-02", clock.now(), 1),
    ]);
    expect(await info(steady)).toMatchObject({ balance: 10_001, totalInterest: 1 });
    expect(await info(dipper)).toMatchObject({ balance: 10_000.5, totalInterest: 0.5 });
  });
});

describe("the daily job", () => {
  it("skips finished days and catches up missed ones in order, each once", async () => {
    // Day 1 (money only arrived during it) pays nothing; day 2 is finished already.
    expect(await creditDueInterest(server.database.db, clock.now())).toEqual([
      { date: "2026-03-01", annualRate: 3.65, players: 0, total: 0 },
    ]);
    expect(await creditDueInterest(server.database.db, clock.now())).toEqual([]);

    setClock(at("2026-03-05", "00:10:00")); // down over days 3 and 4
    const caughtUp = await creditDueInterest(server.database.db, clock.now());
    expect(caughtUp.map((run) => [run.date, run.players, run.total])).toEqual([
      // steady 10 000 → 1.00, dipper 10 000 → 1.00, late 5 000 → 0.50
      ["2026-03-03", 3, 2.5],
      // + day 2's credits made on day 3: steady 10 001 → 1.00, dipper 10 000.50 → 1.00, late 0.50
      ["2026-03-04", 3, 2.5],
    ]);
    expect(await creditDueInterest(server.database.db, clock.now())).toEqual([]);
    expect(await info(steady)).toMatchObject({
      balance: 10_003,
      yesterdayInterest: 1,
      totalInterest: 3,
      lastInterestDate: "2026-03-04",
    });
    expect(await info(late)).toMatchObject({ balance: 5_001, totalInterest: 1 });
    await expectAuditOk(server.app, operator);
  });

  it("waits a little after midnight before crediting the day just over", async () => {
    setClock(at("2026-03-06", "00:01:00"));
    expect(await creditDueInterest(server.database.db, clock.now())).toEqual([]);
    setClock(at("2026-03-06", "00:03:00"));
    expect((await creditDueInterest(server.database.db, clock.now())).map((run) => run.date)).toEqual([
      "2026-03-05",
    ]);
  });

  it("runs by itself on a timer and stops with the app", async () => {
    setClock(at("2026-03-07", "00:10:00"));
    const job = startInterestJob(server.app.deps, 20);
    await expect
      .poll(async () => (await info(steady)).lastInterestDate, { timeout: 5_000 })
      .toBe("2026-03-06");
    await job.stop();
    expect(await creditDueInterest(server.database.db, clock.now())).toEqual([]);
    await expectAuditOk(server.app, operator);
  });
});
