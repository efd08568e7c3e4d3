import autocannon from "autocannon";
import { DEV_SIGN_KEY, signParams } from "@lottery/contract";
import { percentile } from "./report.ts";

/**
 * The load driver of the HTTP benchmarks, on autocannon: a fixed number of keep-alive connections,
 * each sending one call after another for a duration (or a total amount). Every request is built
 * afresh (autocannon's setupClient/setupRequest): the call's own parameters, then the common
 * parameters c, v, p, a current `t` and the MD5 signature `s` of API.md §2, in the query of a GET or
 * as a form body of a POST, as the H5 client sends them.
 */

export type Params = Record<string, string | number>;

export interface LoadCall {
  method: "GET" | "POST";
  /** Path of the call, e.g. `/api/order/list`. */
  path: string;
  /** The call's parameters for one request of connection `n` (0-based; ids and tickets fresh each time). */
  params: (n: number) => Params;
}

export interface LoadOptions {
  connections: number;
  /** Seconds of load (ignored when `amount` is given). */
  seconds?: number;
  /** Total requests instead of a duration. */
  amount?: number;
}

export interface LoadOutcome {
  /** Responses received. */
  answered: number;
  /** Responses with HTTP 2xx and envelope status 0. */
  ok: number;
  /** HTTP status outside 2xx. */
  non2xx: number;
  /** Envelope status ≠ 0 (or a body that is not an envelope), whatever the HTTP status. */
  refused: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Refusals by HTTP status, envelope status and message, e.g. `200/1 余额不足 ×3`. */
  refusals: string;
  seconds: number;
  /** Responses per second. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Parameters of the requests sent but not answered when the load stopped (the server may still finish them). */
  unanswered: Params[];
}

/** `params` with API.md §2's common parameters (a current `t`) and signature, URL-encoded. */
export function signedQuery(params: Params): string {
  const all: Record<string, string> = { c: "1", v: "1", p: "5", t: String(Math.floor(Date.now() / 1000)) };
  for (const [k, v] of Object.entries(params)) all[k] = String(v);
  return new URLSearchParams({ ...all, s: signParams(all, DEV_SIGN_KEY) }).toString();
}

/** The signed request of `params`: in the query of a GET, as a form body of a POST. */
function signedRequest(call: LoadCall, params: Params): autocannon.Request {
  const encoded = signedQuery(params);
  if (call.method === "GET") return { method: "GET", path: `${call.path}?${encoded}` };
  return {
    method: "POST",
    path: call.path,
    headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
    body: encoded,
  };
}

/** Counts of the answers, shared by every connection of one load. */
class Tally {
  answered = 0;
  ok = 0;
  non2xx = 0;
  refused = 0;
  readonly latencies: number[] = [];
  private readonly refusalCounts = new Map<string, number>();

  record(http: number, body: string): void {
    this.answered += 1;
    const is2xx = http >= 200 && http < 300;
    if (!is2xx) this.non2xx += 1;
    let envelope: { status?: unknown; msg?: unknown } = {};
    try {
      envelope = JSON.parse(body) as typeof envelope;
    } catch {
      envelope = { status: -1, msg: body.slice(0, 80) };
    }
    if (envelope.status === 0 && is2xx) {
      this.ok += 1;
      return;
    }
    if (envelope.status !== 0) this.refused += 1;
    const key = `${http}/${String(envelope.status)} ${String(envelope.msg ?? "")}`;
    this.refusalCounts.set(key, (this.refusalCounts.get(key) ?? 0) + 1);
  }

  refusals(): string {
    return [...this.refusalCounts].map(([k, n]) => `${k} ×${n}`).join("; ");
  }
}

/** Requests sent and not answered: still in flight on a connection, or lost to a timeout or error. */
class Unanswered {
  private readonly connections: Params[][] = [];
  private readonly lost: Params[] = [];

  /** A new connection's queue of requests in flight. */
  queue(): Params[] {
    const pending: Params[] = [];
    this.connections.push(pending);
    return pending;
  }

  /** The first `count` requests of the queue will never be answered (autocannon sent others since). */
  lose(pending: Params[], count: number): void {
    this.lost.push(...pending.splice(0, count));
  }

  all(): Params[] {
    return [...this.lost, ...this.connections.flat()];
  }
}

/**
 * One connection's request: built fresh before each send, its parameters kept until answered (one
 * request in flight per connection, so answers come in order). After a timeout autocannon reconnects
 * and sends a new request first; after a connection error, it reconnects.
 */
function connectionSetup(call: LoadCall, tally: Tally, unanswered: Unanswered) {
  let next = 0;
  return (client: autocannon.Client): void => {
    const n = next;
    next += 1;
    const pending = unanswered.queue();
    client.on("response", (_status: number, _bytes: number, ms: number) => tally.latencies.push(ms));
    // Events the client emits that @types/autocannon does not declare.
    const events = client as NodeJS.EventEmitter;
    events.on("timeout", () => unanswered.lose(pending, 1));
    events.on("connError", () => unanswered.lose(pending, pending.length));
    client.setRequests([
      {
        method: call.method,
        setupRequest: (request) => {
          const params = call.params(n);
          pending.push(params);
          return { ...request, ...signedRequest(call, params) };
        },
        onResponse: (status, body) => {
          pending.shift();
          tally.record(status, body);
        },
      },
    ]);
  };
}

/** Runs `call` against 127.0.0.1:`port` at fixed concurrency; answers throughput, latency and refusals. */
export async function runLoad(port: number, call: LoadCall, options: LoadOptions): Promise<LoadOutcome> {
  const tally = new Tally();
  const unanswered = new Unanswered();
  const t0 = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
    setupClient: connectionSetup(call, tally, unanswered),
  });
  // autocannon rounds its own duration (to 1 s when run by amount): the wall time is the measure.
  const seconds = (performance.now() - t0) / 1000;
  const sorted = tally.latencies.sort((a, b) => a - b);
  return {
    answered: tally.answered,
    ok: tally.ok,
    non2xx: tally.non2xx,
    refused: tally.refused,
    errors: result.errors,
    refusals: tally.refusals(),
    seconds,
    perSecond: tally.answered / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    unanswered: unanswered.all(),
  };
}
