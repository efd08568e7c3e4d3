import { describe, expect, it } from "vitest";
import { Msg, Status } from "@lottery/contract";
import { call, operatorToken, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { databaseFingerprint, documentedCalls, rawCall, type DocumentedField } from "./abuse-fixtures.ts";
import { verifyAuditChain } from "../src/admin/audit.ts";

/**
 * A database fingerprint without the operator audit log: every changing operator call is recorded
 * there, refusals included (admin/audit-call.ts), so only the other tables must stay as they were.
 */
function withoutAudit(print: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(print).filter(([table]) => table !== "operator_audit"));
}

/** Faults the fuzzer found (HTTP 500 or a non-envelope answer), each now a status 2 refusal. */

interface Ctx {
  server: TestServer;
  operator: string;
  token: string;
}

const ctx = serverOfFile<Ctx>(async () => {
  const server = await startTestServer({ RATE_LIMIT_PER_MIN: "100000", AUTH_RATE_LIMIT_PER_MIN: "100000" });
  const { token } = await registerPlayer(server.app, "regress01");
  return { server, operator: await operatorToken(server.app), token };
});

/** Names of the integer parameters that name a row (id, mid, noticeId, userId …). */
const isRowId = (field: DocumentedField) =>
  /^(id|mid|\w+Id)$/.test(field.name) && field.schemas.some((schema) => schema.type === "integer");

/** One past the largest int4: the database refused it with an error (HTTP 500) instead of a status. */
const TOO_BIG_ID = "2147483648";

/** The calls taking a row id, with the other parameters a valid call of them needs. */
function idCalls(prefix: string) {
  return documentedCalls(ctx.server.app, prefix).flatMap((route) =>
    route.fields.filter(isRowId).map((field) => {
      const others = route.fields.filter((other) => other.required && other !== field);
      return { route, field, others: others.map((other) => other.name) };
    }),
  );
}

type Value = string | number | boolean;

/** Companions of an id in the calls that need more than the id (each valid on its own). */
const COMPANIONS: Record<string, Value> = {
  fingerprint: "dev-fingerprint-1",
  userName: "regress02",
  password: "secret123",
  requestId: "regress-request-1",
  banned: true,
  enabled: true,
  title: "标题",
  content: "内容",
  company: "demo",
  amount: "1.00",
};

/** Companions a call needs beyond its own required names (a kind picks the alternative). */
const ROUTE_COMPANIONS: Record<string, Record<string, Value>> = {
  "/admin/api/mail": { kind: "mail" },
  "/admin/api/promotions": { kind: "red_packet", min: "1.00", max: "2.00" },
};

/**
 * A sweep calls every documented route (hundreds of calls, more as routes are added): 30 s was met by a
 * loaded two-core machine, so the sweeps get two minutes.
 */
const SWEEP = { timeout: 120_000 };

describe("row ids beyond the database's integer range", SWEEP, () => {
  it("documents every id parameter within the database's integer range", () => {
    const ids = [...idCalls("/api/"), ...idCalls("/admin/api/")];
    expect(ids.length).toBeGreaterThan(25);
    for (const { route, field } of ids) {
      for (const schema of field.schemas)
        expect(schema.maximum, `${route.path} ${field.name}`).toBeLessThanOrEqual(2_147_483_647);
    }
  });

  it("answers status 2 naming the id on player calls, writing nothing", async () => {
    const { app, database } = ctx.server;
    const before = await databaseFingerprint(database.db);
    let checked = 0;
    for (const { route, field, others } of idCalls("/api/")) {
      const params = companionsOf(route.path, others);
      if (!params) continue;
      checked += 1;
      params[field.name] = TOO_BIG_ID;
      const res = await call(app, route.method, route.path, stringsOf(params), { token: ctx.token });
      expect(res.http, `${route.path} ${field.name}`).toBe(200);
      expect(res.body, `${route.path} ${field.name}`).toMatchObject({ status: Status.BAD_PARAM });
      expect(res.body.msg).toContain(field.name);
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(await databaseFingerprint(database.db)).toEqual(before);
  });

  it("answers status 2 naming the id on operator calls, writing nothing", async () => {
    const { app, database } = ctx.server;
    const before = await databaseFingerprint(database.db);
    let checked = 0;
    for (const { route, field, others } of idCalls("/admin/api/")) {
      const values = companionsOf(route.path, others);
      if (!values) continue;
      checked += 1;
      values[field.name] = Number(TOO_BIG_ID);
      const res = await rawCall(app, {
        method: route.method,
        url: route.path,
        params: route.method === "GET" ? stringsOf(values) : {},
        json: route.method === "POST" ? values : undefined,
        sign: false,
        headers: { authorization: `Bearer ${ctx.operator}` },
      });
      expect(res.http, `${route.path} ${field.name}`).toBe(200);
      expect(res.body, `${route.path} ${field.name}`).toMatchObject({ status: Status.BAD_PARAM });
      expect(res.body?.msg).toContain(field.name);
    }
    expect(checked).toBeGreaterThanOrEqual(15);
    expect(withoutAudit(await databaseFingerprint(database.db))).toEqual(withoutAudit(before));
  });
});

/** The companions of a call, or null when one of its required names has none. */
function companionsOf(path: string, required: string[]): Record<string, Value> | null {
  const values: Record<string, Value> = { ...ROUTE_COMPANIONS[path] };
  for (const name of required) {
    const value = values[name] ?? COMPANIONS[name];
    if (value === undefined) return null;
    values[name] = value;
  }
  return values;
}

function stringsOf(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

/**
 * Number forms JavaScript's Number() reads but no client writes (an outside test sent " 1" and "0x10"
 * and they were taken as 1 and 16): integer parameters take only the canonical decimal text.
 */
const NON_CANONICAL_INTEGERS = [" 1", "1 ", "0x10", "0b1", "0o7", "+1", "1e3", "1.0", "01", "Infinity", "-0"];
/** The same for yuan amounts (at most 2 decimals). */
const NON_CANONICAL_YUAN = [" 2.5", "2.5 ", "1e3", "Infinity", "0b1", "0x10", "+1", "01.5"];

describe("numbers in other forms than their canonical decimal text", SWEEP, () => {
  it("answers status 2 naming the field for every integer parameter of player calls, writing nothing", async () => {
    const { app, database } = ctx.server;
    const before = await databaseFingerprint(database.db);
    let checked = 0;
    for (const route of documentedCalls(app, "/api/")) {
      for (const field of route.fields.filter((f) => f.schemas.some((schema) => schema.type === "integer"))) {
        const others = route.fields.filter((other) => other.required && other !== field).map((f) => f.name);
        const params = companionsOf(route.path, others);
        if (!params) continue;
        checked += 1;
        for (const text of NON_CANONICAL_INTEGERS) {
          const res = await call(
            app,
            route.method,
            route.path,
            { ...stringsOf(params), [field.name]: text },
            {
              token: ctx.token,
            },
          );
          const where = `${route.path} ${field.name}=${JSON.stringify(text)}`;
          expect(res.body, where).toMatchObject({ status: Status.BAD_PARAM });
          expect(res.body.msg, where).toContain(`：${field.name}`);
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    expect(await databaseFingerprint(database.db)).toEqual(before);
  });

  it("still reads the canonical text", async () => {
    const res = await call(
      ctx.server.app,
      "GET",
      "/api/Fund/List",
      { pageIndex: "1", pageSize: "20" },
      {
        token: ctx.token,
      },
    );
    expect(res.body).toMatchObject({ status: Status.OK, models: { list: [] } });
  });

  it("answers status 2 naming the amount for yuan amounts of money calls, writing nothing", async () => {
    const { app, database } = ctx.server;
    const before = await databaseFingerprint(database.db);
    const calls: [string, Record<string, string>][] = [
      ["/api/fund/recharge", { channel: "alipay" }],
      ["/api/fund/withdraw", { walletId: "1", requestId: "regress-money-1", withdrawPassword: "123456" }],
      ["/api/YuEBao/TransferIn", { requestId: "regress-money-2" }],
      ["/api/Transfer/In", { company: "demo", requestId: "regress-money-3" }],
    ];
    for (const [path, params] of calls) {
      for (const amount of NON_CANONICAL_YUAN) {
        const res = await call(app, "POST", path, { ...params, amount }, { token: ctx.token });
        const where = `${path} amount=${JSON.stringify(amount)}`;
        expect(res.body, where).toMatchObject({ status: Status.BAD_PARAM });
        expect(res.body.msg, where).toMatch(/^参数格式错误：amount，金额须/);
      }
    }
    expect(await databaseFingerprint(database.db)).toEqual(before);
  });
});

describe("malformed URLs", () => {
  it("answers a path parameter over 100 characters with the status 2 envelope (was HTTP 414)", async () => {
    const res = await ctx.server.app.inject({
      method: "POST",
      url: `/admin/api/withdrawals/${"A".repeat(101)}/approve`,
      payload: {},
      headers: { authorization: `Bearer ${ctx.operator}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: Status.BAD_PARAM, msg: Msg.badParam("请求"), models: null });
  });

  it("answers a malformed percent escape in the path with the status 2 envelope (was HTTP 400)", async () => {
    for (const url of ["/admin/api/withdrawals/%/approve", "/api/pay/%E0%A4%A/notify"]) {
      const res = await ctx.server.app.inject({ method: "POST", url, payload: {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: Status.BAD_PARAM, msg: Msg.badParam("请求"), models: null });
    }
  });
});

/** A text holding U+0000, which PostgreSQL cannot store or compare (it failed the query: HTTP 500). */
const NUL = "a\u0000b";

describe("NUL characters and over-deep JSON", SWEEP, () => {
  const playerCases: [string, "GET" | "POST", string, Record<string, string>][] = [
    ["keyword", "GET", "/api/SiteMsg/HelpList", { keyword: NUL }],
    ["keyword", "GET", "/api/SiteMsg/GetAricleList", { keyword: NUL }],
    ["intro", "POST", "/api/account/modifyinfo", { intro: NUL }],
    ["channel", "POST", "/api/fund/recharge", { amount: "100", channel: NUL }],
    ["userName", "POST", "/api/account/weblogin", { userName: NUL, password: "secret123" }],
    [
      "agentNo",
      "POST",
      "/api/account/webregist",
      { userName: "regress03", password: "secret123", agentNo: NUL },
    ],
    ["fingerprint", "GET", "/api/SystemConfig/GetFingerprintParam", { fingerprint: `abcdefgh${NUL}` }],
    [
      "legs.0.matchId",
      "POST",
      "/api/lottery/bet_jc_create",
      {
        gameCode: "jczq",
        passTypes: "1_1",
        legs: JSON.stringify([{ matchId: NUL, play: "SPF", options: [{ code: "3" }] }]),
        requestId: "regress-nul-1",
      },
    ],
  ];

  it("answers status 2 naming the field on player calls, writing nothing", async () => {
    const { app, database } = ctx.server;
    const before = await databaseFingerprint(database.db);
    for (const [field, method, path, params] of playerCases) {
      const res = await call(app, method, path, params, { token: ctx.token });
      expect(res.http, path).toBe(200);
      expect(res.body, path).toEqual({ status: Status.BAD_PARAM, msg: Msg.badParam(field), models: null });
    }
    expect(await databaseFingerprint(database.db)).toEqual(before);
  });

  it("answers status 2 on operator calls, path parameters included, writing nothing", async () => {
    const { app, database } = ctx.server;
    const before = await databaseFingerprint(database.db);
    const headers = { authorization: `Bearer ${ctx.operator}` };
    const answers = [
      await app.inject({ method: "GET", url: "/admin/api/players?query=a%00b", headers }),
      await app.inject({
        method: "POST",
        url: "/admin/api/withdrawals/%00/reject",
        payload: { reason: "x" },
        headers,
      }),
      await app.inject({
        method: "POST",
        url: "/admin/api/content/notices",
        payload: { title: NUL, content: "x" },
        headers,
      }),
    ];
    expect(answers.map((res) => [res.statusCode, res.json().status])).toEqual([
      [200, Status.BAD_PARAM],
      [200, Status.BAD_PARAM],
      [200, Status.BAD_PARAM],
    ]);
    expect(answers.map((res) => res.json().msg)).toEqual(["query", "no", "title"].map(Msg.badParam));
    expect(withoutAudit(await databaseFingerprint(database.db))).toEqual(withoutAudit(before));
    // The two refused POSTs are in the audit log, the NUL made storable, and the chain holds.
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true });
  });

  it("shows the sandbox cashier's unknown-order page for an order number holding NUL", async () => {
    const res = await ctx.server.app.inject({ method: "GET", url: "/api/pay/sandbox/cashier?orderNo=a%00b" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });

  it("answers status 2 to a JSON value nested too deep to write out again (was HTTP 500)", async () => {
    const deep = "[".repeat(60_000) + "]".repeat(60_000);
    const headers = { authorization: `Bearer ${ctx.operator}`, "content-type": "application/json" };
    const admin = await ctx.server.app.inject({
      method: "POST",
      url: "/admin/api/content/notices",
      payload: `{"title":${deep},"content":"x"}`,
      headers,
    });
    expect([admin.statusCode, admin.json()]).toEqual([
      200,
      { status: Status.BAD_PARAM, msg: Msg.badParam("title"), models: null },
    ]);
    const player = await ctx.server.app.inject({
      method: "POST",
      url: "/api/account/weblogin",
      payload: `{"userName":${deep}}`,
      headers: { "content-type": "application/json" },
    });
    expect([player.statusCode, player.json()]).toEqual([
      200,
      { status: Status.BAD_PARAM, msg: Msg.badParam("userName"), models: null },
    ]);
  });
});
