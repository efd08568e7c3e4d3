import { createRequire } from "node:module";
import { dirname, isAbsolute, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { fetchAdapter, type HttpAdapter } from "../src/lib/http.ts";
import { configure, getConfig } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { AuthModels } from "@lottery/contract";
import { mainHttp } from "../src/lib/request.ts";
import { startSession } from "../src/lib/session.ts";
import { resetAfterPageTest, seen, type SeenRequest } from "./helpers.ts";

/**
 * Test-only: page tests against the REAL server. It runs in a worker thread of the test process
 * (real-server-worker.ts: fresh in-memory database, sandbox recharge channel, operator, test clock)
 * and the app's main wire sends every call to it over local HTTP, so nothing a page reads is
 * recorded or mocked. Set-up (players, fixtures, results) runs in the worker through `ops`.
 */

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The absolute path of a module the worker should load: `specifier` is a package path as the web app
 * resolves it (`@lottery/server/test/<name>` through the server's `exports`, `#test/<path>` through
 * this package's `imports`), or already an absolute path. The worker loads modules by absolute path
 * because it runs outside this test's module graph.
 */
export const resolveModule = (specifier: string) =>
  isAbsolute(specifier) ? specifier : createRequire(import.meta.url).resolve(specifier);

/** The absolute path of one of the server's test fixture modules (apps/server/test/<name>). */
export const serverTestModule = (name: string) => resolveModule(`@lottery/server/test/${name}`);

/** A module's exported `(ctx, ...args)` functions as calls into the worker (ctx given there). */
export type ServerOps<M> = {
  [K in keyof M]: M[K] extends (ctx: never, ...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

export interface RealServer {
  /** Every request of the running test, in order. */
  log: SeenRequest[];
  /** The requests of the running test to `/api/<path>`. */
  calls(path: string): SeenRequest[];
  /**
   * The functions of a server-side module, run in the worker with its context first: `modulePath` is
   * relative to `from` (the caller's import.meta.url) when given, else absolute or a package path
   * (`#test/features/<area>/server-ops.ts`, `@lottery/server/test/<name>`: see resolveModule).
   */
  ops<M>(modulePath: string, from?: string): ServerOps<M>;
  /** A new player (recharged with `yuan` through the sandbox), logged in as the session. */
  login(userName: string, yuan?: number): Promise<AuthModels>;
  /** The generic set-up calls (real-server-ops.ts): players, operator calls, the test clock. */
  setUp: ServerOps<typeof import("./real-server-ops.ts")>;
}

/** How long findBy…/waitFor wait for what a real-server answer renders. */
const PAGE_ANSWER_WAIT_MS = 5_000;

/** Sends the wire's calls to the test's server over local HTTP. */
function forwardTo(base: () => string, log: SeenRequest[]): HttpAdapter {
  return async (config) => {
    log.push(seen(config));
    const url = new URL(config.url, "http://localhost");
    // No timer: a test's fake clock must not give up a call its server is still answering.
    return fetchAdapter({ ...config, url: `${base()}${url.pathname}${url.search}`, timeout: 0 });
  };
}

/** Starts the worker (tsx compiles the server's TypeScript there) and answers its message channel. */
function startWorker(env: Record<string, string>) {
  const entry = pathToFileURL(join(here, "real-server-worker.ts")).href;
  const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: { env } });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  const ask = (request: Record<string, unknown>): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  const address = new Promise<string>((resolve, reject) => {
    pending.set(0, { resolve: (v) => resolve(v as string), reject });
    worker.once("error", reject);
  });
  worker.on("message", (message: { id: number; result?: unknown; error?: string }) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.result);
  });
  return { worker, ask, address };
}

/**
 * The hooks of a page test file against the real server: the worker starts once for the file (with
 * `env` for its configuration) and stops after it; each test may take 30 s and findBy…/waitFor wait
 * 5 s; before each test calls go to it and toasts are silenced (Toast.show is a spy); after each test
 * the page state is reset (resetAfterPageTest).
 */
export function useRealServer(env: Record<string, string> = {}): RealServer {
  // a page test here waits on a real server (and a shared, busy machine): more than the default 5 s,
  // and more than testing-library's 1 s for the page's first answers (findBy…, waitFor)
  vi.setConfig({ testTimeout: 30_000 });
  const asyncUtilTimeout = getConfig().asyncUtilTimeout;
  let started: ReturnType<typeof startWorker> | undefined;
  let base = "";
  const log: SeenRequest[] = [];
  const ops = <M>(modulePath: string, from?: string) => {
    const module = from ? join(dirname(fileURLToPath(from)), modulePath) : resolveModule(modulePath);
    return new Proxy({} as ServerOps<M>, {
      get:
        (_, name) =>
        (...args: unknown[]) =>
          started!.ask({ op: "run", module, name: String(name), args }),
    });
  };
  const setUp = ops<typeof import("./real-server-ops.ts")>(join(here, "real-server-ops.ts"));
  beforeAll(async () => {
    configure({ asyncUtilTimeout: PAGE_ANSWER_WAIT_MS });
    started = startWorker(env);
    base = await started.address;
  }, 120_000);
  afterAll(async () => {
    configure({ asyncUtilTimeout });
    await started?.ask({ op: "close" }).catch(() => undefined);
    await started?.worker.terminate();
  }, 30_000);
  beforeEach(() => {
    log.length = 0;
    vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
    mainHttp.adapter = forwardTo(() => base, log);
  });
  afterEach(resetAfterPageTest);
  return {
    log,
    calls: (path) => log.filter((r) => r.url.endsWith(`/api/${path}`)),
    ops,
    setUp,
    login: async (userName, yuan = 0) => {
      const auth = await setUp.player(userName, yuan);
      startSession(auth);
      return auth;
    },
  };
}
