import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailListModels } from "@lottery/contract";
import { settleDrawnIssue, settlementTuning } from "../src/lottery/settlement.ts";
import { expectAuditOk, moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import {
  bet,
  drawAndSettle,
  issueRow,
  openIssue,
  passDraw,
  startLotteryServer,
} from "./lottery-orders-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * Every prize leaves one 中奖通知 in the winner's message centre, written in the settlement's own
 * transaction: a rerun, a concurrent run or a crash between chunks never writes it twice or loses it.
 */
const ctx = serverOfFile(startLotteryServer);
const DRAW = "01,02,03,04,05,08|07";
const FOUR_REDS = "DS:01,02,03,04,20,21|07"; // 4 reds + blue: tier 4, a fixed 200 yuan
const NOTHING = "DS:20,21,22,23,24,25|16";

const mailOf = (player: TestPlayer) =>
  okModels(playerCall<MailListModels>(ctx.server.app, player, "GET", "SiteMsg/MailList", { kind: "mail" }));
const winMails = async (player: TestPlayer) =>
  (await mailOf(player)).list.filter((m) => m.title === "中奖通知");

describe("the 中奖通知 of a settled prize", () => {
  const defaultChunkSize = settlementTuning.chunkSize;
  afterAll(() => {
    settlementTuning.chunkSize = defaultChunkSize;
    settlementTuning.afterChunk = null;
  });

  it("writes one message per winning order, with the amount, however often settlement runs", async () => {
    const issue = await openIssue(ctx, "ssq");
    const winner = await moneyPlayer(ctx.server.app, "mailwin", 100);
    const loser = await moneyPlayer(ctx.server.app, "maillose", 100);
    await okModels(bet(ctx, winner, issue, { tickets: FOUR_REDS, multiple: 3 }));
    await okModels(bet(ctx, loser, issue, { tickets: NOTHING }));
    passDraw(ctx, issue);
    await drawAndSettle(ctx, issue, DRAW);
    const row = await issueRow(ctx, "ssq", issue.issue);
    await Promise.all([
      settleDrawnIssue(ctx.server.app.deps, row),
      settleDrawnIssue(ctx.server.app.deps, row),
    ]);

    const mails = await winMails(winner);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "mail", read: false });
    expect(mails[0]?.content).toBe(
      `恭喜您！双色球 ${issue.issue}期 中奖，奖金600.00元已派发到您的账户余额。`,
    );
    expect((await mailOf(winner)).unread.mail).toBe(1);
    expect(await winMails(loser)).toEqual([]);
    await expectAuditOk(ctx.server.app, ctx.operator);
  });

  it("loses no message and writes none twice when settlement dies between chunks and reruns", async () => {
    const issue = await openIssue(ctx, "ssq");
    const winners: TestPlayer[] = [];
    for (let i = 0; i < 3; i += 1) {
      const player = await moneyPlayer(ctx.server.app, `mailcrash${i}`, 20);
      await okModels(bet(ctx, player, issue, { tickets: FOUR_REDS }));
      winners.push(player);
    }
    passDraw(ctx, issue);
    settlementTuning.chunkSize = 1;
    let killed = false;
    settlementTuning.afterChunk = (chunk) => {
      if (chunk !== 2 || killed) return;
      killed = true;
      throw new Error("killed half-way");
    };
    // The result entry settles at once: it dies after two chunks (two winners paid), then reruns.
    await drawAndSettle(ctx, issue, DRAW).catch(() => undefined);
    settlementTuning.afterChunk = null;
    await settleDrawnIssue(ctx.server.app.deps, await issueRow(ctx, "ssq", issue.issue));
    expect(killed).toBe(true);
    const after = await Promise.all(winners.map(winMails));
    expect(after.map((m) => m.length)).toEqual([1, 1, 1]);
    expect(after[2]?.[0]?.content).toContain("奖金200.00元");
    await expectAuditOk(ctx.server.app, ctx.operator);
  });
});

describe("the event stream of a sports game", () => {
  let base = "";
  beforeAll(async () => {
    base = await ctx.server.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("streams jczq's match events (order pages follow their settlement)", async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events?games=jczq,ssq`, { signal: controller.signal });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain(": subscribed jczq,ssq");
    ctx.server.app.deps.events.publish({ type: "settled", game: "jczq", issue: "m1", at: "" });
    let text = "";
    while (!text.includes("event: settled")) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"game":"jczq"');
    controller.abort();
  });
});
