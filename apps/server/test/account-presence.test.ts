import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Msg, type HeartbeatModels, type OfflineRewardModels } from "@lottery/contract";
import { users } from "../src/account/tables.ts";
import {
  call,
  registerPlayer,
  startTestServer,
  useTestClock,
  type TestClock,
  type TestServer,
} from "./helpers.ts";

const MIN = 60_000;
let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  clock = useTestClock(server, new Date("2026-06-15T01:00:00Z")); // 09:00 China time
});
afterAll(async () => {
  await server.close();
});

const beat = (token: string) =>
  call<HeartbeatModels>(server.app, "POST", "/api/Account/Heartbeat", {}, { token });
const claim = (token: string) =>
  call<OfflineRewardModels>(server.app, "POST", "/api/Account/OfflineReward", {}, { token });

describe("heartbeat", () => {
  it("counts today's heartbeats and online minutes", async () => {
    const { token } = await registerPlayer(server.app, "beat01");
    const first = await beat(token);
    expect(first.body.models).toEqual({
      serverTime: "2026-06-15T09:00:00+08:00",
      count: 1,
      onlineMinutesToday: 0,
      offlineMinutes: 0,
      rewardAvailable: false,
    });
    for (let i = 0; i < 3; i += 1) {
      clock.advance(MIN);
      await beat(token);
    }
    clock.advance(10 * MIN); // too long for online time, too short for offline time
    const res = await beat(token);
    expect(res.body.models).toMatchObject({ count: 5, onlineMinutesToday: 3, offlineMinutes: 0 });
  });

  it("accrues offline minutes after an absence of 30 minutes or more, at most a day per absence", async () => {
    const { token } = await registerPlayer(server.app, "beat02");
    await beat(token);
    clock.advance(45 * MIN);
    expect((await beat(token)).body.models).toMatchObject({ offlineMinutes: 45, rewardAvailable: false });
    clock.advance(3 * 24 * 60 * MIN);
    expect((await beat(token)).body.models).toMatchObject({
      offlineMinutes: 45 + 24 * 60,
      rewardAvailable: true,
    });
  });

  it("needs a token", async () => {
    expect((await call(server.app, "POST", "/api/Account/Heartbeat")).body.status).toBe(4);
  });
});

describe("offline reward", () => {
  it("pays 10 growth points per full hour (at most 8 hours) once, then refuses", async () => {
    const player = await registerPlayer(server.app, "reward01");
    await beat(player.token);
    clock.advance(150 * MIN);
    expect((await beat(player.token)).body.models).toMatchObject({
      offlineMinutes: 150,
      rewardAvailable: true,
    });

    const res = await claim(player.token);
    expect(res.body.models).toEqual({ minutes: 150, points: 20, growth: 20 });
    expect((await claim(player.token)).body).toMatchObject({ status: 1, msg: Msg.noOfflineReward });
    expect((await beat(player.token)).body.models).toMatchObject({
      offlineMinutes: 0,
      rewardAvailable: false,
    });

    clock.advance(20 * 60 * MIN);
    await beat(player.token);
    expect((await claim(player.token)).body.models).toEqual({ minutes: 480, points: 80, growth: 100 });
  });

  it("refuses a claim with less than an hour pending", async () => {
    const { token } = await registerPlayer(server.app, "reward02");
    expect((await claim(token)).body).toMatchObject({ status: 1, msg: Msg.noOfflineReward });
    await beat(token);
    clock.advance(40 * MIN);
    await beat(token);
    expect((await claim(token)).body).toMatchObject({ status: 1, msg: Msg.noOfflineReward });
  });

  it("pays once under concurrent claims", async () => {
    const player = await registerPlayer(server.app, "reward03");
    await beat(player.token);
    clock.advance(3 * 60 * MIN);
    await beat(player.token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(player.token)));
    const paid = answers.filter((res) => res.body.status === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.models).toEqual({ minutes: 180, points: 30, growth: 30 });
    expect(answers.filter((res) => res.body.msg === Msg.noOfflineReward)).toHaveLength(5);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, player.userInfo.Mid));
    expect(row!.growth).toBe(30);
  });
});
