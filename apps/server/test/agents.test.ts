import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, like } from "drizzle-orm";
import {
  Msg,
  Status,
  type AgentCode,
  type AgentInfo,
  type AgentMember,
  type AgentRebateLine,
  type AgentReport,
  type AgentTeamBet,
  type AuthModels,
  type Paged,
} from "@lottery/contract";
import { idCardCheckChar } from "../src/account/id-card.ts";
import { payAgentRebates } from "../src/agents/rebates.ts";
import { agentMembers, agentRebateDays } from "../src/agents/tables.ts";
import { orders } from "../src/orders/tables.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { call, operatorCall, useTestClock, type TestClock, type TestServer } from "./helpers.ts";
import { cashBalance, expectAuditOk, startMoneyServer } from "./money-helpers.ts";

let server: TestServer;
let operator: string;
let clock: TestClock;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** China noon of 2026-11-20. */
const START = new Date("2026-11-20T04:00:00Z");

interface Player {
  mid: number;
  token: string;
  name: string;
}

let idSerial = 500;

async function register(name: string, agentNo?: string, realName = false): Promise<Player> {
  const res = await call<AuthModels>(server.app, "POST", "/api/account/webregist", {
    userName: name,
    password: "secret123",
    ...(agentNo ? { agentNo } : {}),
  });
  if (res.body.status !== 0) throw new Error(`${name}: ${res.body.msg}`);
  const player = { mid: res.body.models!.userInfo.Mid, token: res.body.models!.token, name };
  if (realName) {
    const first17 = `11010519800101${(idSerial += 1)}`;
    const verified = await call(
      server.app,
      "POST",
      "/api/RealNameAuthor",
      { realName: "李四", idCard: first17 + idCardCheckChar(first17) },
      { token: player.token },
    );
    if (verified.body.status !== 0) throw new Error(verified.body.msg);
  }
  return player;
}

async function playerCall<T>(
  player: Player,
  method: "GET" | "POST",
  path: string,
  params: Record<string, string | number> = {},
) {
  return (await call<T>(server.app, method, `/api${path}`, params, { token: player.token })).body;
}

async function ok<T>(
  player: Player,
  method: "GET" | "POST",
  path: string,
  params: Record<string, string | number> = {},
) {
  const body = await playerCall<T>(player, method, path, params);
  if (body.status !== 0) throw new Error(`${path}: ${body.status} ${body.msg}`);
  return body.models!;
}

async function approve(player: Player, rates: Record<string, string> = {}) {
  await ok(player, "POST", "/Agent/Apply");
  const res = await operatorCall(server.app, operator, "POST", "/agents/approve", {
    userId: player.mid,
    ...rates,
  });
  if (res.status !== 0) throw new Error(`approve: ${res.msg}`);
}

let serial = 0;
/** A settled order (the bet and its settlement are the orders module's; here only the row counts). */
async function settledOrder(player: Player, kind: "number" | "sports", yuan: number, settledAt: Date) {
  serial += 1;
  await server.database.db.insert(orders).values({
    orderNo: `AGT${serial}`,
    userId: player.mid,
    kind,
    gameCode: kind === "number" ? "ssq" : "jczq",
    bets: 1,
    multiple: 1,
    amountFen: yuan * 100,
    status: "lost",
    detail: {},
    placedAt: new Date(settledAt.getTime() - HOUR),
    settledAt,
  });
}

let top: Player, mid: Player, low: Player, p1: Player, p2: Player, outsider: Player;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
  clock = useTestClock(server, START);
  const settings = await operatorCall(server.app, operator, "POST", "/agents/settings", {
    maxDepth: "3",
    maxLotteryRate: "5",
    maxSportsRate: "5",
  });
  expect(settings.status).toBe(0);
  top = await register("agtop01", undefined, true);
  await approve(top, { lotteryRate: "5", sportsRate: "4" });
  const midCode = await ok<AgentCode>(top, "POST", "/Agent/CreateCode", {
    type: "agent",
    lotteryRate: "3",
    sportsRate: "2",
  });
  mid = await register("agmid01", midCode.code, true);
  await approve(mid);
  const lowCode = await ok<AgentCode>(mid, "POST", "/Agent/CreateCode", {
    type: "agent",
    lotteryRate: "1",
    sportsRate: "1",
  });
  low = await register("aglow01", lowCode.code.toLowerCase(), true);
  await approve(low);
  const p1Code = await ok<AgentCode>(low, "POST", "/Agent/CreateCode", {
    type: "player",
    lotteryRate: "0.5",
    sportsRate: "0",
  });
  p1 = await register("agpone01", p1Code.code);
  const p2Code = await ok<AgentCode>(mid, "POST", "/Agent/CreateCode", {
    type: "player",
    lotteryRate: "0",
    sportsRate: "0",
  });
  p2 = await register("agptwo01", p2Code.code);
  outsider = await register("agout01", undefined, true);
  await approve(outsider, { lotteryRate: "2", sportsRate: "2" });
});
afterAll(async () => {
  await server.close();
});

describe("becoming an agent", () => {
  it("binds members through codes at the agent's level below, with the code's rates", async () => {
    const info = await ok<AgentInfo>(low, "GET", "/Agent/Info");
    expect(info).toMatchObject({
      status: "active",
      type: "agent",
      level: 3,
      rates: { lottery: 1, sports: 1 },
    });
    expect(info.mayRecruitAgents).toBe(false);
    expect(await ok<AgentInfo>(p1, "GET", "/Agent/Info")).toMatchObject({
      status: "member",
      type: "player",
      mayApply: false,
    });
    const [row] = await server.database.db.select().from(agentMembers).where(eq(agentMembers.userId, p1.mid));
    expect(row).toMatchObject({ parentId: low.mid, rates: { lottery: 5, sports: 0 } });
  });

  it("requires a real name to apply, and refuses player-type accounts", async () => {
    const plain = await register("agplain01");
    expect(await playerCall(plain, "POST", "/Agent/Apply")).toMatchObject({
      status: 1,
      msg: Msg.realNameFirst,
    });
    const res = await operatorCall(server.app, operator, "POST", "/agents/approve", {
      userId: plain.mid,
      appoint: "1",
    });
    expect(res).toMatchObject({ status: 1, msg: Msg.realNameFirst });
    expect(await playerCall(p1, "POST", "/Agent/Apply")).toMatchObject({ status: 1 });
  });

  it("keeps codes within the agent's own rate and the maximum depth", async () => {
    expect(
      await playerCall(mid, "POST", "/Agent/CreateCode", {
        type: "player",
        lotteryRate: "3.1",
        sportsRate: "0",
      }),
    ).toMatchObject({
      status: 1,
      msg: Msg.agent.rateOverOwn,
    });
    expect(
      await playerCall(low, "POST", "/Agent/CreateCode", {
        type: "agent",
        lotteryRate: "0",
        sportsRate: "0",
      }),
    ).toMatchObject({
      status: 1,
      msg: Msg.agent.depthReached,
    });
    const res = await operatorCall(server.app, operator, "POST", "/agents/approve", {
      userId: outsider.mid,
      appoint: "1",
    });
    expect(res.status).toBe(1);
  });

  it("answers status 2 naming the field for malformed parameters", async () => {
    const bad = await playerCall(mid, "POST", "/Agent/CreateCode", {
      type: "agent",
      lotteryRate: "abc",
      sportsRate: "0",
    });
    expect(bad).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("lotteryRate") });
    const badType = await playerCall(mid, "POST", "/Agent/CreateCode", {
      type: "boss",
      lotteryRate: "1",
      sportsRate: "0",
    });
    expect(badType).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("type") });
    const badDate = await playerCall(mid, "GET", "/Agent/Report", { beginDate: "2026-13-01" });
    expect(badDate).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("beginDate") });
    expect(badDate.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("refuses a disabled code at registration", async () => {
    const code = await ok<AgentCode>(mid, "POST", "/Agent/CreateCode", {
      type: "player",
      lotteryRate: "0",
      sportsRate: "0",
    });
    await ok(mid, "POST", "/Agent/DisableCode", { code: code.code });
    const res = await call(server.app, "POST", "/api/account/webregist", {
      userName: "agdis01",
      password: "secret123",
      agentNo: code.code,
    });
    expect(res.body).toMatchObject({ status: 1, msg: Msg.inviterUnknown });
  });
});

describe("daily rebates", () => {
  const day1 = "2026-11-20";

  beforeAll(async () => {
    const settled = new Date(START.getTime() + HOUR);
    await settledOrder(p1, "number", 100, settled);
    await settledOrder(low, "number", 200, settled);
    await settledOrder(p2, "sports", 1000, settled);
    await settledOrder(mid, "number", 50, settled);
    await settledOrder(outsider, "number", 500, settled);
    clock.advance(DAY);
  });

  it("pays each agent its difference on each member's team, once, and a rerun pays nothing", async () => {
    const before = {
      top: await cashBalance(server.app, top.token),
      mid: await cashBalance(server.app, mid.token),
      low: await cashBalance(server.app, low.token),
    };
    const run = await operatorCall<{ agentDays: number }>(
      server.app,
      operator,
      "POST",
      "/agents/run-rebates",
    );
    expect(run.models!.agentDays).toBe(4);
    // top: mid's team 350 lottery × (5−3)% + 1000 sports × (4−2)% = 7 + 20
    expect(await cashBalance(server.app, top.token)).toBe(before.top + 27);
    // mid: low's team 300 × (3−1)% + p2 1000 sports × (2−0)% = 6 + 20
    expect(await cashBalance(server.app, mid.token)).toBe(before.mid + 26);
    // low: p1 100 × (1−0.5)%
    expect(await cashBalance(server.app, low.token)).toBe(before.low + 0.5);
    const again = await operatorCall<{ agentDays: number }>(
      server.app,
      operator,
      "POST",
      "/agents/run-rebates",
    );
    expect(again.models!.agentDays).toBe(0);
    expect(await cashBalance(server.app, top.token)).toBe(before.top + 27);
    const lines = await ok<Paged<AgentRebateLine>>(top, "GET", "/Agent/RebateList", {
      beginDate: day1,
      endDate: day1,
    });
    expect(lines.list).toEqual([
      expect.objectContaining({
        childName: mid.name,
        family: "sports",
        teamStake: 1000,
        ownRate: 4,
        childRate: 2,
        amount: 20,
      }),
      expect.objectContaining({
        childName: mid.name,
        family: "lottery",
        teamStake: 350,
        ownRate: 5,
        childRate: 3,
        amount: 7,
      }),
    ]);
    await expectAuditOk(server.app, operator);
  });

  it("rolls an agent-day back entirely when killed half-way, and the rerun pays it once", async () => {
    const settled = new Date(clock.now().getTime() + HOUR);
    await settledOrder(p1, "number", 100, settled);
    await settledOrder(p2, "sports", 100, settled);
    clock.advance(DAY);
    const before = await cashBalance(server.app, mid.token);
    const crash = (agentId: number) => {
      if (agentId === mid.mid) throw new Error("killed");
    };
    await expect(payAgentRebates(server.database.db, clock.now(), crash)).rejects.toThrow("killed");
    expect(await cashBalance(server.app, mid.token)).toBe(before);
    const [midDay] = await server.database.db
      .select({ n: count() })
      .from(agentRebateDays)
      .where(and(eq(agentRebateDays.agentId, mid.mid), eq(agentRebateDays.day, "2026-11-21")));
    expect(midDay!.n).toBe(0);
    const [concurrentA, concurrentB] = await Promise.all([
      payAgentRebates(server.database.db, clock.now()),
      payAgentRebates(server.database.db, clock.now()),
    ]);
    expect(concurrentA + concurrentB).toBe(3);
    // mid: low's team 100 × 2% + p2 100 × 2%
    expect(await cashBalance(server.app, mid.token)).toBe(before + 4);
    const [journals] = await server.database.db
      .select({ n: count() })
      .from(ledgerJournals)
      .where(like(ledgerJournals.key, `agent-rebate:${mid.mid}:%`));
    expect(journals!.n).toBe(2);
    await expectAuditOk(server.app, operator);
  });
});

describe("an agent sees only its own tree", () => {
  it("reports the team and refuses other trees", async () => {
    const report = await ok<AgentReport>(mid, "GET", "/Agent/Report", {
      beginDate: "2026-11-20",
      endDate: "2026-11-22",
    });
    expect(report).toMatchObject({ stake: 1500, teamSize: 3, activeMembers: 3, rebate: 30 });
    const members = await ok<Paged<AgentMember>>(mid, "GET", "/Agent/Members");
    expect(members.list.map((m) => m.userName).sort()).toEqual([low.name, p2.name].sort());
    const below = await ok<Paged<AgentMember>>(mid, "GET", "/Agent/Members", { parentId: low.mid });
    expect(below.list.map((m) => m.userName)).toEqual([p1.name]);
    const found = await ok<Paged<AgentMember>>(top, "GET", "/Agent/Members", { userName: "agpone" });
    expect(found.list).toEqual([expect.objectContaining({ Mid: p1.mid, depth: 3 })]);
    expect(await playerCall(low, "GET", "/Agent/Members", { parentId: mid.mid })).toMatchObject({
      status: 1,
      msg: Msg.agent.notInTeam,
    });
    expect(await playerCall(outsider, "GET", "/Agent/Members", { parentId: low.mid })).toMatchObject({
      status: 1,
      msg: Msg.agent.notInTeam,
    });
    const search = await ok<Paged<AgentMember>>(outsider, "GET", "/Agent/Members", { userName: "ag" });
    expect(search.total).toBe(0);
    const bets = await ok<Paged<AgentTeamBet>>(low, "GET", "/Agent/TeamBets", {
      beginDate: "2026-11-20",
      endDate: "2026-11-22",
    });
    expect(bets.list.every((b) => b.userName === p1.name)).toBe(true);
    expect(await playerCall(p2, "GET", "/Agent/Report")).toMatchObject({
      status: 1,
      msg: Msg.agent.notAgent,
    });
    const codes = await ok<Paged<AgentCode>>(mid, "GET", "/Agent/Codes");
    expect(
      await playerCall(outsider, "POST", "/Agent/DisableCode", { code: codes.list[0]!.code }),
    ).toMatchObject({
      status: 1,
      msg: Msg.agent.codeNotFound,
    });
    const lines = await ok<Paged<AgentRebateLine>>(outsider, "GET", "/Agent/RebateList", {
      beginDate: "2026-11-20",
      endDate: "2026-11-22",
    });
    expect(lines.total).toBe(0);
  });
});
