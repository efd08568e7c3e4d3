import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SIGN_KEY, signParams, Status, type KefuMessage } from "@lottery/contract";
import type { KefuEvent } from "../src/events/bus.ts";
import { EventBus } from "../src/events/bus.ts";
import { KEFU_STREAMS_PER_PLAYER } from "../src/kefu/live-routes.ts";
import { roleOperator } from "./admin-fixtures.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall, type TestServer } from "./helpers.ts";
import { moneyPlayer, okModels, playerCall, startMoneyServer } from "./money-helpers.ts";

let server: TestServer;
let operator: string;
let base: string;

beforeAll(async () => {
  ({ server, operator } = await startMoneyServer());
  base = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await server.close();
});

/** The signed query of a player GET, as the web app builds it (API.md §2). */
function signedQuery(token: string | null, overrides: Record<string, string> = {}): string {
  const all: Record<string, string> = { c: "1", v: "1", t: String(Math.floor(Date.now() / 1000)), p: "5" };
  if (token) all.tk = token;
  Object.assign(all, overrides);
  return new URLSearchParams({ ...all, s: signParams(all, DEV_SIGN_KEY) }).toString();
}

/** An open SSE response read as text: `until` reads on until the text matches. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const stream = {
    response,
    text: "",
    async until(needle: string | RegExp) {
      const found = () =>
        typeof needle === "string" ? stream.text.includes(needle) : needle.test(stream.text);
      while (!found()) {
        const { value, done } = await reader.read();
        if (done) return false;
        stream.text += decoder.decode(value, { stream: true });
      }
      return true;
    },
    /** The data of every `event: <type>` message read so far. */
    events<T>(type: string): T[] {
      const pattern = new RegExp(`event: ${type}\\ndata: (.*)\\n\\n`, "g");
      return [...stream.text.matchAll(pattern)].map((match) => JSON.parse(match[1]!) as T);
    },
    close: () => controller.abort(),
  };
  return stream;
}

const playerStream = (player: TestPlayer) =>
  openStream(`${base}/api/Kefu/Events?${signedQuery(player.token)}`);
const deskStream = (token: string) =>
  openStream(`${base}/admin/api/kefu/events`, { authorization: `Bearer ${token}` });
const send = (player: TestPlayer, body: string) =>
  okModels(playerCall<KefuMessage>(server.app, player, "POST", "Kefu/Send", { kind: "text", body }));
const conversationOf = async (userName: string) => {
  const queue = await operatorCall<{ list: { conversationId: number; userName: string }[] }>(
    server.app,
    operator,
    "GET",
    "/kefu/queue",
  );
  return queue.models!.list.find((entry) => entry.userName === userName)!.conversationId;
};

describe("the player's chat stream", () => {
  it("pushes the operator's reply and the conversation's state to that player only", async () => {
    const a = await moneyPlayer(server.app, "kflive01");
    const b = await moneyPlayer(server.app, "kflive02");
    const streamA = await playerStream(a);
    const streamB = await playerStream(b);
    expect(streamA.response.headers.get("content-type")).toContain("text/event-stream");
    await streamA.until(": subscribed kefu");
    await streamB.until(": subscribed kefu");

    const mine = await send(a, "A的问题");
    await streamA.until(/event: status\ndata: .*\n\n/);
    expect(streamA.events<KefuMessage>("said")).toEqual([mine]);
    expect(streamA.events("status")).toEqual([{ status: "waiting" }]);

    const conversationId = await conversationOf("kflive01");
    await operatorCall(server.app, operator, "POST", "/kefu/reply", {
      conversationId,
      text: "您好，这里是客服",
    });
    await streamA.until("您好，这里是客服");
    await streamA.until(/"status":"active"/);
    expect(streamA.events<KefuMessage>("said")[1]).toMatchObject({
      sender: "operator",
      body: "您好，这里是客服",
    });
    await operatorCall(server.app, operator, "POST", "/kefu/close", { conversationId });
    await streamA.until(/"status":"closed"/);

    // B hears its own conversation only: by the time B's own message arrives, nothing of A's came.
    await send(b, "B的问题");
    await streamB.until("B的问题");
    expect(streamB.text).not.toContain("A的问题");
    expect(streamB.text).not.toContain("您好，这里是客服");
    streamA.close();
    streamB.close();
  });

  it("answers refusals in the envelope instead of a stream", async () => {
    const anonymous = await fetch(`${base}/api/Kefu/Events?${signedQuery(null)}`);
    expect(await anonymous.json()).toMatchObject({ status: Status.LOGIN_REQUIRED });
    const player = await moneyPlayer(server.app, "kflive03");
    const query = signedQuery(player.token).replace(/s=[0-9a-f]+/, `s=${"0".repeat(32)}`);
    const forged = await fetch(`${base}/api/Kefu/Events?${query}`);
    expect(await forged.json()).toMatchObject({ status: Status.BAD_SIGNATURE });
    const stale = await fetch(
      `${base}/api/Kefu/Events?${signedQuery(player.token, { t: String(Math.floor(Date.now() / 1000) - 3600) })}`,
    );
    expect((await stale.json()) as { status: number }).not.toMatchObject({ status: Status.OK });
  });

  it(`keeps at most ${KEFU_STREAMS_PER_PLAYER} streams per player: a new one ends the oldest`, async () => {
    const player = await moneyPlayer(server.app, "kflive04");
    const streams = [];
    for (let i = 0; i <= KEFU_STREAMS_PER_PLAYER; i += 1) {
      const stream = await playerStream(player);
      await stream.until(": subscribed kefu");
      streams.push(stream);
    }
    expect(await streams[0]!.until("never sent")).toBe(false);
    await send(player, "还在吗");
    for (const stream of streams.slice(1)) expect(await stream.until("还在吗")).toBe(true);
    for (const stream of streams) stream.close();
  });
});

describe("the console desk's stream", () => {
  it("tells support operators of every conversation change, without message bodies", async () => {
    const desk = await deskStream(operator);
    await desk.until(": subscribed kefu desk");
    const player = await moneyPlayer(server.app, "kflive05");
    const said = await send(player, "桌面能看到吗");
    await desk.until(/event: kefu\ndata: .*"sender":"player".*\n\n/);
    const conversationId = await conversationOf("kflive05");
    await operatorCall(server.app, operator, "POST", "/kefu/assign", { conversationId });
    await desk.until(/"status":"active"/);
    const events = desk.events<KefuEvent>("kefu").filter((event) => event.conversationId === conversationId);
    expect(events[0]).toMatchObject({
      userId: player.mid,
      messageId: said.id,
      sender: "player",
      status: "waiting",
    });
    expect(events[1]).toMatchObject({ status: "active", operatorId: expect.any(Number) });
    expect(events[1]).not.toHaveProperty("messageId");
    expect(desk.text).not.toContain("桌面能看到吗");
    desk.close();
  });

  it("refuses players, the anonymous and operators without the support permission", async () => {
    const none = await fetch(`${base}/admin/api/kefu/events`);
    expect(await none.json()).toMatchObject({ status: Status.LOGIN_REQUIRED });
    const player = await moneyPlayer(server.app, "kflive06");
    const asPlayer = await fetch(`${base}/admin/api/kefu/events`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(((await asPlayer.json()) as { status: number }).status).not.toBe(Status.OK);
    const content = await roleOperator(server.app, operator, "content");
    const forbidden = await fetch(`${base}/admin/api/kefu/events`, {
      headers: { authorization: `Bearer ${content.token}` },
    });
    expect(await forbidden.json()).toMatchObject({ status: Status.REFUSED, msg: "无权限执行此操作" });
    const support = await roleOperator(server.app, operator, "support");
    const allowed = await deskStream(support.token);
    expect(await allowed.until(": subscribed kefu desk")).toBe(true);
    allowed.close();
  });
});

describe("the bus", () => {
  it("keeps customer-service events apart from games' subscribers and relays them", () => {
    const bus = new EventBus();
    const games: unknown[] = [];
    const kefu: KefuEvent[] = [];
    const relayed: unknown[] = [];
    bus.subscribe("*", (event) => games.push(event));
    bus.subscribeKefu((event) => kefu.push(event));
    bus.forward = (event) => relayed.push(event);
    const event: KefuEvent = {
      type: "kefu",
      conversationId: 1,
      userId: 2,
      status: "waiting",
      operatorId: null,
      at: "2026-11-26T10:00:00+08:00",
    };
    bus.publish(event);
    bus.deliver({ ...event, conversationId: 3 });
    expect(kefu.map((e) => e.conversationId)).toEqual([1, 3]);
    expect(relayed).toEqual([event]);
    expect(games).toEqual([]);
  });
});
