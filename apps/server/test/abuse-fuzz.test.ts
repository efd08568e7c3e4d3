import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { Status } from "@lottery/contract";
import { LOGIN_PASSWORD } from "./cards-fixtures.ts";
import { call, operatorCall, operatorToken } from "./helpers.ts";
import { moneyPlayer, startMoneyServer } from "./money-helpers.ts";
import {
  databaseFingerprint,
  documentedCalls,
  rawCall,
  type DocumentedCall,
  type RawAnswer,
} from "./abuse-fixtures.ts";
import { callPlans, certainlyInvalidRequest, plannedRequest, type CallPlan } from "./abuse-plans.ts";

/**
 * Every documented /api and /admin/api call gets FUZZ_RUNS generated parameter sets (FUZZ_SEED fixed):
 * never 5xx; a refusal always carries a Chinese msg; a certainly invalid call is refused (status 2 when
 * signed, 3 unsigned) and writes nothing; any refusal writes nothing but the attempt records below.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 6);
const SEED = Number(process.env.FUZZ_SEED || 20261122);
/** Password hashing makes some calls slow: a call's runs (and shrinking a failure) get time in proportion. */
const TIMEOUT_MS = 30_000 + RUNS * 3_000;

/**
 * Calls outside API.md §2 signing: payment providers (their own signature), the public event stream and
 * the demo game platform (its launch token).
 */
const OWN_RULES = [/^\/api\/pay\//, /^\/api\/events$/, /^\/api\/games\/demo\//];

/**
 * Public fairness reads that opted out of the signature (playerRoute's `signature: "optional"`): an
 * unsigned call is answered like a signed one. Checked against the description below.
 */
const UNSIGNED_PUBLIC = [/^\/api\/lotteryresult\/Verify$/i, /^\/api\/Activity\/FairTables$/i];

/**
 * Refusals of a possibly valid call that record the attempt by design: registrations and logins in
 * the login history (a fifth wrong password also locks the account: users), verification-code tries,
 * wrong withdrawal passwords. Nothing else may be written by any refusal.
 */
const RECORDED_REFUSALS: Record<string, string[]> = {
  "/api/account/webregist": ["login_history"],
  "/api/account/postwebregist": ["login_history"],
  "/api/account/weblogin": ["login_history", "users"],
  "/api/account/phonelogin": ["login_history", "verification_codes"],
  "/api/account/resetpwd": ["verification_codes"],
  "/api/account/bindphone": ["verification_codes"],
  "/api/Account/QQMailBind": ["verification_codes"],
  "/api/fund/withdraw": ["withdraw_password_failures"],
  "/admin/api/login": ["operator_logins", "operators"],
};

/**
 * Every operator POST but login is written to the operator audit log, refusals included (made with a
 * valid token): the one table an operator call's refusal may add to.
 */
const AUDIT_TABLES = ["operator_audit"];
const audited = (side: Side, route: DocumentedCall) =>
  side.operator && route.method === "POST" && route.path !== "/admin/api/login";

const money = await startMoneyServer({
  RATE_LIMIT_PER_MIN: "1000000",
  AUTH_RATE_LIMIT_PER_MIN: "1000000",
  CODE_RATE_LIMIT_PER_MIN: "1000000",
});
const { app, database } = money.server;
afterAll(() => money.server.close());

const credentials = { userName: "fuzzplayer1", password: LOGIN_PASSWORD };
const player = { token: (await moneyPlayer(app, credentials.userName, 100)).token };
const playerCalls = documentedCalls(app, "/api/");
const operatorCalls = documentedCalls(app, "/admin/api/");

interface Side {
  operator: boolean;
  /** Bearer token (operator) or session token (player) of the signed-in caller. */
  token: () => string;
}

/** Each call from its own address, so per-IP rate limits never stand in for the answer under test. */
let callSerial = 0;
const nextIp = () => {
  callSerial += 1;
  return `10.${(callSerial >> 16) & 255}.${(callSerial >> 8) & 255}.${callSerial & 255}`;
};

/** Fastify's bodyLimit in app.ts: a larger body is refused (status 2) before anything else. */
const BODY_LIMIT = 256 * 1024;

async function send(side: Side, route: DocumentedCall, plan: CallPlan) {
  const request = plannedRequest(route, plan, side.operator);
  const signedIn = plan.auth === "signed";
  const answer = await rawCall(app, {
    method: route.method,
    url: request.url,
    params: request.params,
    json: request.json,
    sign: !side.operator && plan.auth !== "unsigned",
    token: !side.operator && signedIn ? side.token() : undefined,
    headers: side.operator && signedIn ? { authorization: `Bearer ${side.token()}` } : {},
    ip: nextIp(),
  });
  return { answer, invalid: certainlyInvalidRequest(route.fields, request.kept) };
}

/** The status a certain refusal must have; "refused" when any non-zero status will do; null when it may pass. */
function expectedRefusal(
  side: Side,
  route: DocumentedCall,
  plan: CallPlan,
  sent: { invalid: boolean; answer: RawAnswer },
) {
  if (sent.answer.bodyBytes > BODY_LIMIT) return Status.BAD_PARAM;
  const invalid = sent.invalid;
  const ownRules = OWN_RULES.some((rule) => rule.test(route.path));
  const unsignedPublic = !side.operator && UNSIGNED_PUBLIC.some((rule) => rule.test(route.path));
  if (!side.operator && plan.auth === "unsigned" && !ownRules && !unsignedPublic) return Status.BAD_SIGNATURE;
  if (!invalid) return null;
  // A generated path value may lead elsewhere ("..", "%2e%2e%2F"): any refusal will do there.
  const pathLeadsElsewhere = route.fields.some((field) => field.in === "path");
  const checksParams = plan.auth === "signed" || unsignedPublic;
  return checksParams && !ownRules && !pathLeadsElsewhere ? Status.BAD_PARAM : "refused";
}

/** Calls that answer an accepted call with a Server-Sent Events stream (refusals still in the envelope). */
const EVENT_STREAMS = [/^\/api\/events$/, /^\/api\/Kefu\/Events$/, /^\/admin\/api\/kefu\/events$/];

function checkEnvelope(route: DocumentedCall, answer: RawAnswer): void {
  expect(answer.http, answer.text.slice(0, 300)).toBeLessThan(500);
  if (answer.streamed) {
    expect(
      EVENT_STREAMS.some((rule) => rule.test(route.path)),
      route.path,
    ).toBe(true);
    return;
  }
  if (!answer.body) {
    // Only provider calls answer in their own format (plain text, the cashier page).
    expect(
      OWN_RULES.some((rule) => rule.test(route.path)),
      answer.contentType,
    ).toBe(true);
    return;
  }
  expect(Number.isInteger(answer.body.status)).toBe(true);
  if (answer.body.status !== 0) expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/);
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}

/** Runs of each side, and those certainly refused (invalid, unsigned, oversized). */
const tally = { player: { runs: 0, refused: 0 }, operator: { runs: 0, refused: 0 } };

/** Runs the property for one call. */
async function fuzzCall(side: Side, route: DocumentedCall, seed: number): Promise<void> {
  let baseline = await databaseFingerprint(database.db);
  const count = tally[side.operator ? "operator" : "player"];
  const property = fc.asyncProperty(callPlans(route.method, route.fields, side.operator), async (plan) => {
    const sent = await send(side, route, plan);
    const answer = sent.answer;
    checkEnvelope(route, answer);
    const expected = expectedRefusal(side, route, plan, sent);
    const status = answer.streamed ? Status.OK : answer.body?.status;
    count.runs += 1;
    if (expected !== null) {
      count.refused += 1;
      if (expected === "refused") expect(status).not.toBe(Status.OK);
      else expect(status, answer.body?.msg).toBe(expected);
    }
    const after = await databaseFingerprint(database.db);
    const changed = changedTables(baseline, after);
    baseline = after; // before asserting, so that shrinking compares each run with its own start
    if (status === Status.OK && expected === null) return;
    const recorded = expected === null ? (RECORDED_REFUSALS[route.path] ?? []) : [];
    const allowed = [...recorded, ...(audited(side, route) ? AUDIT_TABLES : [])];
    expect(
      changed.filter((table) => !allowed.includes(table)),
      answer.body?.msg,
    ).toEqual([]);
  });
  await fc.assert(property, { numRuns: RUNS, seed });
}

/** Signs the fuzz player in again when a call (logout, a password change) ended the session. */
async function keepPlayerSignedIn(): Promise<void> {
  const alive = await call(app, "GET", "/api/account/userinfo", {}, { token: player.token });
  if (alive.body.status === Status.OK) return;
  const login = await call<{ token: string }>(app, "POST", "/api/account/weblogin", credentials);
  player.token = login.body.models!.token;
}

describe("fuzzing every /api call of the OpenAPI description", () => {
  const side: Side = { operator: false, token: () => player.token };
  it("finds the player calls in the description, and the fingerprint sees a write", async () => {
    expect(playerCalls.length).toBeGreaterThan(90);
    const before = await databaseFingerprint(database.db);
    const named = await call(
      app,
      "POST",
      "/api/account/setname",
      { nickName: "指纹测试" },
      { token: player.token },
    );
    expect(named.body.status).toBe(Status.OK);
    expect(changedTables(before, await databaseFingerprint(database.db))).toEqual(["users"]);
  });
  it("knows which player calls need no signature: those the description says so of", () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, { summary?: string }>> };
    const unsigned = Object.entries(spec.paths)
      .filter(([, operations]) =>
        Object.values(operations).some((op) => op.summary?.includes("no signature needed")),
      )
      .map(([path]) => path);
    expect(unsigned.length).toBe(UNSIGNED_PUBLIC.length);
    for (const path of unsigned)
      expect(
        UNSIGNED_PUBLIC.some((rule) => rule.test(path)),
        path,
      ).toBe(true);
  });
  playerCalls.forEach((route, index) => {
    it(`${route.method} ${route.path}`, { timeout: TIMEOUT_MS }, async () => {
      await fuzzCall(side, route, SEED + index);
      await keepPlayerSignedIn();
    });
  });
});

/** Signs the fuzz operator in again when a call (logout) ended the session. */
const operator = { token: money.operator };
async function keepOperatorSignedIn(): Promise<void> {
  const alive = await operatorCall(app, operator.token, "GET", "/me");
  if (alive.status === Status.OK) return;
  operator.token = await operatorToken(app);
}

describe("fuzzing every /admin/api call with an operator token", () => {
  const side: Side = { operator: true, token: () => operator.token };
  it("finds the operator calls in the description", () => {
    expect(operatorCalls.length).toBeGreaterThan(50);
  });
  operatorCalls.forEach((route, index) => {
    it(`${route.method} ${route.path}`, { timeout: TIMEOUT_MS }, async () => {
      await fuzzCall(side, route, SEED + 1000 + index);
      await keepOperatorSignedIn();
    });
  });
});

describe("the fuzzer's mix", () => {
  it("sent a good share of certainly refused calls on both sides", () => {
    console.info(`fuzz: ${RUNS} runs a call, seed ${SEED}: ${JSON.stringify(tally)}`);
    for (const count of Object.values(tally)) {
      expect(count.runs).toBeGreaterThan(0);
      expect(count.refused / count.runs).toBeGreaterThan(0.3);
    }
  });
});
