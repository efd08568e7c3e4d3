import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Status } from "@lottery/contract";
import { aggregatorProvider, aggregatorSign } from "../src/games/aggregator.ts";
import { GameProviderError, GameProviderUncertain, type GameProvider } from "../src/games/provider.ts";
import { useTestClock, type TestServer } from "./helpers.ts";
import { expectAuditOk, moneyPlayer, newRequestId, okModels, startMoneyServer } from "./money-helpers.ts";
import { gameBalance, transferCalls } from "./transfer-fixtures.ts";

const KEY = "aggregator-test-key";

/**
 * A stand-in for the outside aggregator (its own HTTP server, its own books): checks our signature,
 * moves money once per transferNo, and can be told to lose answers or its status.
 */
class FakeAggregator {
  wallets = new Map<string, number>();
  transfers = new Map<string, "success" | "failed">();
  loseNextAnswer = false;
  statusDown = false;
  badSignatures = 0;
  server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () =>
      this.answer(request.url ?? "", JSON.parse(raw) as Record<string, string | number>, response),
    );
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private answer(url: string, body: Record<string, string | number>, response: http.ServerResponse) {
    const send = (data: unknown, code = 0, msg = "") => response.end(JSON.stringify({ code, msg, data }));
    if (body.sign !== aggregatorSign(body, KEY) || body.merchant !== "m01") {
      this.badSignatures += 1;
      return send(null, 401, "签名错误");
    }
    const wallet = `${body.player}/${body.company}`;
    if (url === "/companies") return send([{ code: "pg", name: "PG电子" }]);
    if (url === "/balance") return send({ balanceFen: this.wallets.get(wallet) ?? 0 });
    if (url === "/launch") return send({ url: `https://games.example.com/${body.game}?t=abc` });
    if (url === "/transfer-status") {
      if (this.statusDown) return response.destroy();
      return send({ status: this.transfers.get(String(body.transferNo)) ?? "unknown" });
    }
    if (url === "/transfer") {
      const no = String(body.transferNo);
      if (!this.transfers.has(no)) {
        const amount = Number(body.amountFen) * (body.direction === "in" ? 1 : -1);
        const after = (this.wallets.get(wallet) ?? 0) + amount;
        this.transfers.set(no, after < 0 ? "failed" : "success");
        if (after >= 0) this.wallets.set(wallet, after);
      }
      if (this.loseNextAnswer) {
        this.loseNextAnswer = false;
        return response.destroy();
      }
      return send({ status: this.transfers.get(no) });
    }
    send(null, 404, "unknown action");
  }
}

let fake: FakeAggregator;
let provider: GameProvider;
let url: string;

beforeAll(async () => {
  fake = new FakeAggregator();
  url = await fake.start();
  provider = aggregatorProvider({ url, merchant: "m01", key: KEY, timeoutMs: 2000 });
});
afterAll(() => {
  fake.server.close();
});

describe("the aggregator adapter", () => {
  it("signs every call and reads companies, balances and launch URLs", async () => {
    expect(await provider.companies()).toEqual([{ code: "pg", name: "PG电子" }]);
    await provider.deposit(7, "pg", 500, "T-A1");
    await provider.deposit(7, "pg", 500, "T-A1");
    expect(await provider.balance(7, "pg")).toBe(500);
    expect(await provider.launchUrl(7, "pg", "mahjong", new Date())).toBe(
      "https://games.example.com/mahjong?t=abc",
    );
    expect(fake.badSignatures).toBe(0);
    const wrong = aggregatorProvider({ url, merchant: "m01", key: "nope" });
    await expect(wrong.balance(7, "pg")).rejects.toBeInstanceOf(GameProviderError);
  });

  it("asks what became of a transfer whose answer was lost", async () => {
    fake.loseNextAnswer = true;
    await provider.deposit(8, "pg", 300, "T-B1");
    expect(await provider.balance(8, "pg")).toBe(300);
    fake.loseNextAnswer = true;
    await expect(provider.withdraw(8, "pg", 900, "T-B2")).rejects.toBeInstanceOf(GameProviderError);
  });

  it("is uncertain when neither the answer nor the status can be had", async () => {
    fake.loseNextAnswer = true;
    fake.statusDown = true;
    await expect(provider.deposit(9, "pg", 100, "T-C1")).rejects.toBeInstanceOf(GameProviderUncertain);
    fake.statusDown = false;
  });
});

describe("the transfer centre on the aggregator", () => {
  let server: TestServer;
  let operator: string;
  beforeAll(async () => {
    ({ server, operator } = await startMoneyServer());
    server.app.deps.gameProvider = provider;
  });
  afterAll(async () => {
    await server.close();
  });

  it("leaves an uncertain 转入 pending (money held, not reversed) and carries it on once stale", async () => {
    const s = server;
    const clock = useTestClock(s);
    const { transfer, wallets } = transferCalls(() => s.app);
    const player = await moneyPlayer(s.app, "ag01", 100);
    const id = newRequestId();
    fake.loseNextAnswer = true;
    fake.statusDown = true;
    expect(await transfer(player, "In", "pg", "40", id)).toMatchObject({
      status: Status.REFUSED,
      msg: "上一笔转账正在处理中，请稍后再试",
    });
    fake.statusDown = false;
    expect((await wallets(player)).cash).toBe(60);
    clock.advance(3 * 60_000);
    const done = await okModels(transfer(player, "In", "pg", "40", id));
    expect(done.status).toBe("success");
    const after = await wallets(player);
    expect([after.cash, gameBalance(after, "pg")]).toEqual([60, 40]);
    expect(fake.wallets.get(`${player.mid}/pg`)).toBe(4000);
    await expectAuditOk(s.app, operator);
  });
});
