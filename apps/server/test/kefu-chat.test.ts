import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Status, type KefuMessage, type KefuMessagesModels, type KfUrlModels } from "@lottery/contract";
import { orders } from "../src/orders/tables.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall, type TestServer } from "./helpers.ts";
import { moneyPlayer, okModels, playerCall, startMoneyServer } from "./money-helpers.ts";

let server: TestServer;
let operator: string;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
});
afterAll(async () => {
  await server.close();
});

const send = (player: TestPlayer, kind: string, body: string) =>
  playerCall<KefuMessage>(server.app, player, "POST", "Kefu/Send", { kind, body });
const inbox = (player: TestPlayer, after = 0) =>
  okModels(playerCall<KefuMessagesModels>(server.app, player, "GET", "Kefu/Messages", { after }));

interface QueueEntry {
  conversationId: number;
  userName: string;
  status: string;
  unread: boolean;
}
const queue = async (status = "open") =>
  (await operatorCall<{ list: QueueEntry[] }>(server.app, operator, "GET", "/kefu/queue", { status })).models!
    .list;

const PIXEL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

async function insertOrder(userId: number, orderNo: string) {
  await server.database.db.insert(orders).values({
    orderNo,
    userId,
    kind: "number",
    gameCode: "ssq",
    issue: "2026001",
    play: "DS",
    bets: 1,
    multiple: 1,
    amountFen: 200,
    detail: {},
    placedAt: new Date(),
  });
}

describe("customer service address", () => {
  it("answers the built-in chat's address", async () => {
    const player = await moneyPlayer(server.app, "kf01");
    const models = await okModels(
      playerCall<KfUrlModels>(server.app, player, "GET", "SystemConfig/GetKFUrl", { page: "/electic2" }),
    );
    expect(models.url).toBe("/kefu?from=%2Felectic2");
  });
});

describe("ClientInfo (SPEC 7.3)", () => {
  const clientInfo = (fields: object) => Buffer.from(JSON.stringify(fields), "utf8").toString("base64");

  it("keeps the app's latest ClientInfo and shows it to the operator beside the conversation", async () => {
    const player = await moneyPlayer(server.app, "kf06");
    const kfUrl = (ClientInfo: string) =>
      playerCall<KfUrlModels>(server.app, player, "GET", "SystemConfig/GetKFUrl", {
        page: "/home",
        ClientInfo,
      });
    await okModels(kfUrl(clientInfo({ RDUID: "dev-1", account: "kf06", time: 1795000000, ip: "1.2.3.4" })));
    await okModels(kfUrl(clientInfo({ RDUID: "dev-2", account: "kf06", time: 1795000100, ip: "5.6.7.8" })));
    await okModels(send(player, "text", "你好"));
    const entry = (await queue()).find((item) => item.userName === "kf06")!;
    const detail = await operatorCall<{ client: Record<string, unknown> }>(
      server.app,
      operator,
      "GET",
      "/kefu/conversation",
      { conversationId: String(entry.conversationId) },
    );
    expect(detail.models!.client).toMatchObject({
      rduid: "dev-2",
      account: "kf06",
      clientIp: "5.6.7.8",
      page: "/home",
      clientTime: expect.stringMatching(/^2026-11-18T/),
      requestIp: expect.any(String),
    });
  });

  it("refuses a malformed ClientInfo with status 2 naming it, and keeps nothing", async () => {
    const player = await moneyPlayer(server.app, "kf07");
    for (const ClientInfo of [
      "not base64!",
      Buffer.from("[1,2]").toString("base64"),
      clientInfo({ time: "soon" }),
    ]) {
      const answer = await playerCall(server.app, player, "GET", "SystemConfig/GetKFUrl", { ClientInfo });
      expect(answer).toMatchObject({ status: Status.BAD_PARAM, msg: expect.stringContaining("ClientInfo") });
    }
    await okModels(send(player, "text", "在吗"));
    const entry = (await queue()).find((item) => item.userName === "kf07")!;
    const detail = await operatorCall<{ client: unknown }>(
      server.app,
      operator,
      "GET",
      "/kefu/conversation",
      {
        conversationId: String(entry.conversationId),
      },
    );
    expect(detail.models!.client).toBeNull();
  });
});

describe("a conversation", () => {
  it("carries text, a picture and an own order to the operator and the reply back", async () => {
    const player = await moneyPlayer(server.app, "kf02");
    expect(await inbox(player)).toEqual({ status: "none", messages: [] });
    const first = await okModels(send(player, "text", "  充值没到账  "));
    expect(first).toMatchObject({ sender: "player", kind: "text", body: "充值没到账" });
    await okModels(send(player, "image", PIXEL));
    await insertOrder(player.mid, "KF02ORDER1");
    const order = await okModels(send(player, "order", "KF02ORDER1"));
    expect(order.body).toBe("订单 KF02ORDER1 · 双色球 · 2.00元 · 待开奖");

    const entry = (await queue()).find((item) => item.userName === "kf02");
    expect(entry).toMatchObject({ status: "waiting", unread: true });
    const detail = await operatorCall<{
      messages: KefuMessage[];
      player: { userName: string; balance: number };
    }>(server.app, operator, "GET", "/kefu/conversation", { conversationId: String(entry!.conversationId) });
    expect(detail.models!.messages.map((m) => m.kind)).toEqual(["text", "image", "order"]);
    expect(detail.models!.player).toMatchObject({ userName: "kf02", balance: 0 });
    expect((await queue()).find((item) => item.userName === "kf02")?.unread).toBe(false);

    const reply = await operatorCall(server.app, operator, "POST", "/kefu/reply", {
      conversationId: entry!.conversationId,
      text: "您好，正在为您查询",
    });
    expect(reply).toMatchObject({ status: 0 });
    const later = await inbox(player, order.id);
    expect(later.status).toBe("active");
    expect(later.messages).toEqual([
      expect.objectContaining({ sender: "operator", body: "您好，正在为您查询" }),
    ]);

    await operatorCall(server.app, operator, "POST", "/kefu/close", {
      conversationId: entry!.conversationId,
    });
    expect((await inbox(player)).status).toBe("closed");
    await okModels(send(player, "text", "还有一个问题"));
    expect((await inbox(player)).status).toBe("waiting");
  });

  it("keeps players apart: another's order cannot be attached, nobody reads another's messages", async () => {
    const a = await moneyPlayer(server.app, "kf03");
    const b = await moneyPlayer(server.app, "kf04");
    await insertOrder(a.mid, "KF03ORDER1");
    await okModels(send(a, "text", "A的秘密"));
    expect(await send(b, "order", "KF03ORDER1")).toMatchObject({ status: Status.REFUSED, msg: "订单不存在" });
    const seen = await inbox(b);
    expect(JSON.stringify(seen)).not.toContain("A的秘密");
  });

  it("refuses bad messages with a Chinese reason and writes nothing", async () => {
    const player = await moneyPlayer(server.app, "kf05");
    expect(await send(player, "text", "x".repeat(501))).toMatchObject({
      status: Status.BAD_PARAM,
      msg: "消息不能超过500个字",
    });
    expect(await send(player, "image", "data:image/svg+xml;base64,PHN2Zz4=")).toMatchObject({
      status: Status.BAD_PARAM,
    });
    expect(await send(player, "video", "x")).toMatchObject({
      status: Status.BAD_PARAM,
      msg: expect.stringContaining("消息类型"),
    });
    expect(await send(player, "text", "   ")).toMatchObject({ status: Status.BAD_PARAM });
    expect(await inbox(player)).toEqual({ status: "none", messages: [] });
  });

  it("lets only operators with the support permission answer", async () => {
    const refused = await operatorCall(server.app, null, "GET", "/kefu/queue");
    expect(refused.status).not.toBe(0);
    const canned = await operatorCall<{ replies: string[] }>(server.app, operator, "GET", "/kefu/canned");
    expect(canned.models!.replies.length).toBeGreaterThan(0);
  });
});
