import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { Status, type Envelope, type GameListModels, type LaunchUrlModels } from "@lottery/contract";
import { signLaunch } from "../src/games/launch-token.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall, type TestServer } from "./helpers.ts";
import {
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
  startMoneyServer,
} from "./money-helpers.ts";
import { gameBalance, transferCalls } from "./transfer-fixtures.ts";

let server: TestServer;
let operator: string;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
});
afterAll(async () => {
  await server.close();
});

const { wallets, transfer } = transferCalls(() => server.app);

const launch = (player: TestPlayer, company: string, gamecode: string) =>
  playerCall<LaunchUrlModels>(server.app, player, "GET", "lottery/LaunchUrl", { company, gamecode });

const tokenOf = (url: string) => new URL(url, "http://x").searchParams.get("token") ?? "";

interface RoundModels {
  engine: string;
  payout: number;
  balance: number;
  reels?: string[];
  winner?: string;
}

/** A call of the demo platform (no API.md signature: it trusts the launch token). */
async function demoCall<T>(
  app: FastifyInstance,
  method: "GET" | "POST",
  path: string,
  params: Record<string, string>,
): Promise<Envelope<T>> {
  const body = new URLSearchParams(params).toString();
  const response =
    method === "GET"
      ? await app.inject({ method, url: `${path}?${body}` })
      : await app.inject({
          method,
          url: path,
          payload: body,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
  expect(response.statusCode).toBe(200);
  return response.json() as Envelope<T>;
}

const round = (token: string, bet: string, choice?: string) =>
  demoCall<RoundModels>(server.app, "POST", "/api/games/demo/round", {
    token,
    bet,
    ...(choice ? { choice } : {}),
  });

describe("lobby lists", () => {
  it("lists the catalogue by category and by company, hot games first", async () => {
    const player = await moneyPlayer(server.app, "gl01");
    const slots = await okModels(
      playerCall<GameListModels>(server.app, player, "GET", "SiteMsg/GetSlotsGameList"),
    );
    expect(slots.games.map((g) => g.code)).toEqual(["fruit", "caishen", "fruitky"]);
    expect(slots.games[0]).toEqual({
      company: "cq9",
      companyName: "CQ9电子",
      code: "fruit",
      name: "水果拉霸",
      category: "slot",
      categoryName: "电子",
      hot: true,
    });
    const poker = await okModels(
      playerCall<GameListModels>(server.app, player, "GET", "SiteMsg/GetLCPokerGameList", { company: "ky" }),
    );
    expect(poker.games.map((g) => g.name)).toEqual(["龙虎斗"]);
    const fish = await okModels(
      playerCall<GameListModels>(server.app, player, "GET", "SiteMsg/GetFHLLGameList"),
    );
    expect(fish.games.map((g) => g.categoryName)).toEqual(["捕鱼"]);
    const ky = await okModels(
      playerCall<GameListModels>(server.app, player, "GET", "SiteMsg/GetGameList2", { company: "ky" }),
    );
    expect(ky.companyName).toBe("开元棋牌");
    expect(ky.games.map((g) => g.category)).toEqual(["slot", "poker"]);
    expect(
      await playerCall(server.app, player, "GET", "SiteMsg/GetGameList2", { company: "nope" }),
    ).toMatchObject({
      status: Status.REFUSED,
      msg: "游戏平台不存在或已停用",
    });
    expect(
      await playerCall(server.app, player, "GET", "SiteMsg/GetGameList2", { company: "A B" }),
    ).toMatchObject({
      status: Status.BAD_PARAM,
    });
  });

  it("needs a login", async () => {
    const anonymous = { token: "", mid: 0 } as unknown as TestPlayer;
    const answer = await playerCall(server.app, anonymous, "GET", "SiteMsg/GetSlotsGameList");
    expect(answer.status).not.toBe(Status.OK);
  });

  it("follows the operator's catalogue: a disabled game leaves the lobby and cannot launch", async () => {
    const player = await moneyPlayer(server.app, "gl02");
    const before = await operatorCall<{ games: { code: string; enabled: boolean }[] }>(
      server.app,
      operator,
      "GET",
      "/games/catalogue",
    );
    const games = before.models!.games.map((g) => (g.code === "caishen" ? { ...g, enabled: false } : g));
    expect(await operatorCall(server.app, operator, "POST", "/games/catalogue", { games })).toMatchObject({
      status: 0,
    });
    const slots = await okModels(
      playerCall<GameListModels>(server.app, player, "GET", "SiteMsg/GetSlotsGameList"),
    );
    expect(slots.games.map((g) => g.code)).not.toContain("caishen");
    expect(await launch(player, "cq9", "caishen")).toMatchObject({ status: 1, msg: "游戏不存在或已下架" });
    const restored = games.map((g) => ({ ...g, enabled: true }));
    await operatorCall(server.app, operator, "POST", "/games/catalogue", { games: restored });
  });
});

describe("launch and play", () => {
  it("launches a signed URL whose page plays on the player's game wallet", async () => {
    const player = await moneyPlayer(server.app, "gl03", 100);
    const { url } = await okModels(launch(player, "cq9", "fruit"));
    expect(url).toMatch(/^\/api\/games\/demo\/play\?token=/);
    const page = await server.app.inject({ method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("水果拉霸");
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const token = tokenOf(url);
    expect(await round(token, "10")).toMatchObject({ status: 1, msg: "游戏钱包余额不足" });
    await okModels(transfer(player, "In", "cq9", "50"));
    const state = await okModels(
      demoCall<{ balance: number; name: string }>(server.app, "GET", "/api/games/demo/state", { token }),
    );
    expect(state).toMatchObject({ balance: 50, name: "水果拉霸" });
    const spun = await okModels(round(token, "10"));
    expect(spun.reels).toHaveLength(3);
    expect(spun.balance).toBe(40 + spun.payout);
  });

  it("refuses a forged, altered or expired token and bad bets, changing nothing", async () => {
    const player = await moneyPlayer(server.app, "gl04", 100);
    const { url } = await okModels(launch(player, "ky", "dragontiger"));
    const token = tokenOf(url);
    await okModels(transfer(player, "In", "ky", "20"));
    const forged = signLaunch(
      { userId: player.mid, company: "ky", gameCode: "dragontiger", expiresAt: 9e9 },
      "wrong",
    );
    const expired = signLaunch(
      { userId: player.mid, company: "ky", gameCode: "dragontiger", expiresAt: 1 },
      server.app.deps.config.gameLaunchKey,
    );
    const [body, mac] = token.split(".") as [string, string];
    const other = Buffer.from(
      JSON.stringify({ u: player.mid + 1, c: "ky", g: "dragontiger", e: 9e9 }),
    ).toString("base64url");
    for (const bad of [forged, expired, `${other}.${mac}`, `${body}.${mac}x`, ""])
      expect(await round(bad, "5", "dragon")).toMatchObject({
        status: 1,
        msg: "游戏链接已失效，请重新进入游戏",
      });
    for (const bet of ["0", "1001", "1.5", "abc"])
      expect(await round(token, bet, "dragon")).toMatchObject({ status: Status.BAD_PARAM });
    expect(await round(token, "5", "panda")).toMatchObject({
      status: Status.BAD_PARAM,
      msg: expect.stringContaining("龙"),
    });
    expect(gameBalance(await wallets(player), "ky")).toBe(20);
    const page = await server.app.inject({
      method: "GET",
      url: `/api/games/demo/play?token=${encodeURIComponent(forged)}`,
    });
    expect(page.body).toContain("游戏链接已失效");
  });

  it("carries a session end to end: in, rounds, out — cash moves by exactly the game's net", async () => {
    const player = await moneyPlayer(server.app, "gl05", 200);
    const token = tokenOf((await okModels(launch(player, "ky", "dragontiger"))).url);
    await okModels(transfer(player, "In", "ky", "100"));
    let game = 100;
    for (let i = 0; i < 12; i += 1) {
      const answer = await okModels(round(token, "5", ["dragon", "tiger", "tie"][i % 3]));
      game = game - 5 + answer.payout;
      expect(answer.balance).toBeCloseTo(game, 2);
    }
    const outId = newRequestId();
    const out = await okModels(transfer(player, "Out", "ky", String(game.toFixed(2)), outId));
    expect(out.cash).toBeCloseTo(100 + game, 2);
    const replay = await okModels(transfer(player, "Out", "ky", String(game.toFixed(2)), outId));
    expect(replay.transferNo).toBe(out.transferNo);
    const after = await wallets(player);
    expect(after.cash).toBeCloseTo(100 + game, 2);
    expect(gameBalance(after, "ky")).toBe(0);
    await expectAuditOk(server.app, operator);
  });

  it("keeps the game wallet from going below zero under concurrent rounds and transfers", async () => {
    const player = await moneyPlayer(server.app, "gl06", 100);
    const token = tokenOf((await okModels(launch(player, "cq9", "fruit"))).url);
    await okModels(transfer(player, "In", "cq9", "30"));
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => round(token, "10")),
      transfer(player, "Out", "cq9", "10"),
      transfer(player, "In", "cq9", "10"),
    ]);
    for (const answer of answers) expect([0, 1]).toContain(answer.status);
    const after = await wallets(player);
    expect(gameBalance(after, "cq9")).toBeGreaterThanOrEqual(0);
    const left = gameBalance(after, "cq9") ?? 0;
    if (left > 0) await okModels(transfer(player, "Out", "cq9", left.toFixed(2)));
    expect(gameBalance(await wallets(player), "cq9")).toBe(0);
    await expectAuditOk(server.app, operator);
  });
});
