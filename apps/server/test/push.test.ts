import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Status, type PushKeyModels, type PushStateModels } from "@lottery/contract";
import { settleDrawnIssue } from "../src/lottery/settlement.ts";
import { deliverPushes } from "../src/push/deliver.ts";
import { pushOutbox } from "../src/push/tables.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { publicGet } from "./lottery-fixtures.ts";
import {
  bet,
  drawAndSettle,
  issueRow,
  openIssue,
  passDraw,
  startLotteryServer,
} from "./lottery-orders-fixtures.ts";
import { expectAuditOk, moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import {
  browserKeys,
  decryptPush,
  pushEndpointsOf,
  startPushService,
  type BrowserKeys,
} from "./push-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * Web Push of a draw and a prize (issues 20, 29): a player's browser subscribes; the draw of an issue
 * the player holds orders on queues one 开奖通知 and the settlement that pays the prize one 中奖通知,
 * each in its own transaction; the leader's pass sends it once, signed with our VAPID
 * key and encrypted for the browser's keys, to the push service; a gone subscription is forgotten.
 */
const ctx = serverOfFile(startLotteryServer);
const app = () => ctx.server.app;
const deps = () => ctx.server.app.deps;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});

const DRAW = "01,02,03,04,05,08|07";
const FOUR_REDS = "DS:01,02,03,04,20,21|07"; // tier 4: a fixed 200 yuan

const subscribe = (player: TestPlayer, endpoint: string, keys: BrowserKeys) =>
  playerCall<PushStateModels>(app(), player, "POST", "push/Subscribe", {
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });

describe("Web Push of a draw and a prize", () => {
  it("sends one signed, encrypted notice of the draw and one per prize to the player's browsers, once", async () => {
    ctx.server.config.pushAllowLoopback = true;
    const { publicKey } = await publicGet<PushKeyModels>(app(), "/api/push/Key");
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await publicGet<PushKeyModels>(app(), "/api/push/Key")).publicKey).toBe(publicKey);

    const winner = await moneyPlayer(app(), "pushwin", 100);
    const silent = await moneyPlayer(app(), "pushoff", 100);
    const phone = browserKeys();
    const oldPhone = browserKeys();
    expect((await okModels(subscribe(winner, service.url("/push/phone"), phone))).subscriptions).toBe(1);
    expect((await okModels(subscribe(winner, service.url("/gone/old"), oldPhone))).subscriptions).toBe(2);

    const issue = await openIssue(ctx, "ssq");
    const order = await okModels(bet(ctx, winner, issue, { tickets: FOUR_REDS }));
    await okModels(bet(ctx, silent, issue, { tickets: FOUR_REDS }));
    passDraw(ctx, issue);
    await drawAndSettle(ctx, issue, DRAW);
    // A rerun of the settlement queues nothing more.
    await settleDrawnIssue(deps(), await issueRow(ctx, "ssq", issue.issue));
    // The draw told the issue's player with a browser (开奖通知), the settlement told the winner.
    const queued = await ctx.server.database.db.select().from(pushOutbox).orderBy(pushOutbox.id);
    expect(queued.map((row) => [row.userId, row.title])).toEqual([
      [winner.mid, "开奖通知"],
      [winner.mid, "中奖通知"],
    ]);

    const before = service.received.length;
    const [first, again] = await Promise.all([
      deliverPushes(deps(), ctx.clock.now()),
      deliverPushes(deps(), ctx.clock.now()),
    ]);
    expect(first + again).toBe(2); // the phone took both; the gone one answered 410
    expect(await deliverPushes(deps(), ctx.clock.now())).toBe(0);
    const got = service.received.slice(before);
    expect(got.some((p) => p.path === "/gone/old")).toBe(true);
    const toPhone = got.filter((p) => p.path === "/push/phone");
    expect(toPhone).toHaveLength(2);
    for (const push of toPhone) {
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      expect(push.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
      );
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    }
    expect(toPhone.map((push) => decryptPush(phone, push.body))).toEqual(
      expect.arrayContaining([
        {
          title: "开奖通知",
          body: `双色球第${issue.issue}期开奖号码：01 02 03 04 05 08 + 07，点击查看详情。`,
          url: `/resultDetail/ssq/${issue.issue}`,
        },
        {
          title: "中奖通知",
          body: `恭喜您！双色球 ${issue.issue}期 中奖，奖金200.00元已派发到您的账户余额。`,
          url: `/orderDetails?orderId=${order.orderId}`,
        },
      ]),
    );
    // The service said the old browser is gone: it is forgotten.
    expect(await pushEndpointsOf(ctx.server.database.db, winner.mid)).toEqual([service.url("/push/phone")]);
    await expectAuditOk(app(), ctx.operator);
  });

  it("tells a draw once, and only of a number lottery: a fast draw pushes wins only", async () => {
    ctx.server.config.pushAllowLoopback = true;
    const player = await moneyPlayer(app(), "pushdraw", 100);
    await okModels(subscribe(player, service.url("/push/draw"), browserKeys()));
    const fast = await openIssue(ctx, "ffssc");
    await okModels(bet(ctx, player, fast, { tickets: "5XZX:1|2|3|4|5" }));
    const dlt = await openIssue(ctx, "dlt");
    await okModels(bet(ctx, player, dlt, { tickets: "DS:01,02,03,04,05|01,02" }));
    await okModels(bet(ctx, player, dlt, { tickets: "DS:06,07,08,09,10|03,04" }));
    passDraw(ctx, dlt);
    await drawAndSettle(ctx, fast, "9,9,9,9,9");
    await drawAndSettle(ctx, dlt, "11,12,13,14,15|05,06");
    await drawAndSettle(ctx, dlt, "11,12,13,14,15|05,06"); // the same result entered again
    const queued = await ctx.server.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.userId, player.mid));
    expect(queued.map((row) => [row.title, row.url])).toEqual([
      ["开奖通知", `/resultDetail/dlt/${dlt.issue}`],
    ]);
  });

  it("refuses endpoints that are not a push service's https address, naming the field", async () => {
    ctx.server.config.pushAllowLoopback = false;
    const player = await moneyPlayer(app(), "pushbad", 0);
    const keys = browserKeys();
    for (const endpoint of [
      "http://push.example.com/x",
      "https://127.0.0.1/x",
      "https://10.0.0.8/x",
      "https://localhost/x",
      "https://intranet/x",
      service.url("/push/x"),
      "not a url",
    ]) {
      const answer = await subscribe(player, endpoint, keys);
      expect(answer.status, endpoint).toBe(Status.BAD_PARAM);
      expect(answer.msg, endpoint).toMatch(/推送地址/);
    }
    const badKey = await playerCall(app(), player, "POST", "push/Subscribe", {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      p256dh: "not base64url!",
      auth: keys.auth,
    });
    expect(badKey.status).toBe(Status.BAD_PARAM);
    expect(badKey.msg).toMatch(/推送公钥/);
    expect(
      (await okModels(subscribe(player, "https://fcm.googleapis.com/fcm/send/abc", keys))).subscriptions,
    ).toBe(1);
  });

  it("moves a browser to the player now signed in, keeps five, and forgets only the player's own", async () => {
    const ann = await moneyPlayer(app(), "pushann", 0);
    const bob = await moneyPlayer(app(), "pushbob", 0);
    const keys = browserKeys();
    const endpoint = (n: number) => `https://updates.push.services.mozilla.com/wpush/v2/p${n}`;
    await okModels(subscribe(ann, endpoint(0), keys));
    expect((await okModels(subscribe(bob, endpoint(0), keys))).subscriptions).toBe(1);
    const annLeft = await okModels(
      playerCall<PushStateModels>(app(), ann, "POST", "push/Unsubscribe", { endpoint: endpoint(0) }),
    );
    expect(annLeft.subscriptions).toBe(0);
    for (let n = 1; n <= 6; n += 1) await okModels(subscribe(bob, endpoint(n), keys));
    const kept = await pushEndpointsOf(ctx.server.database.db, bob.mid);
    expect(kept.sort()).toEqual([2, 3, 4, 5, 6].map(endpoint).sort());
  });
});
