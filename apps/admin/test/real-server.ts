import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { createElement, type ReactElement } from "react";
import { cleanup, configure, getConfig, render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { setApiBase } from "../src/lib/api.ts";
import { createQueryClient } from "../src/lib/query-client.ts";
import { endSession, startSession } from "../src/lib/session.ts";

/**
 * Test-only: console page tests against the REAL server. The web app's worker (apps/web/test/
 * real-server-worker.ts: fresh in-memory database, sandbox recharge channel, operator, test clock)
 * runs the server in a thread of the test process; the console's fetch calls go to it over local HTTP
 * (setApiBase), signed in as its seeded operator. Set-up runs in the worker through `ops`.
 */

const here = dirname(fileURLToPath(import.meta.url));
const WORKER = join(here, "../../web/test/real-server-worker.ts");

export type ServerOps<M> = {
  [K in keyof M]: M[K] extends (ctx: never, ...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/**
 * What antd asks of the browser that jsdom lacks: matchMedia for the responsive grid (a browser answer:
 * nothing matches), and pseudo-element styles for its scrollbar measuring (the element's own styles).
 */
function patchJsdomForAntd(): void {
  if (typeof window.matchMedia !== "function") {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

function startWorker() {
  const entry = pathToFileURL(WORKER).href;
  const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: { env: {} } });
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
 * The hooks of a console page test file: the server starts once for the file and stops after it;
 * `ops(path)` runs the exported `(ctx, ...args)` functions of a module (absolute path) in the worker.
 * Before the tests the console is signed in as the worker's operator.
 */
export function useRealConsoleServer() {
  vi.setConfig({ testTimeout: 60_000 });
  const asyncUtilTimeout = getConfig().asyncUtilTimeout;
  let started: ReturnType<typeof startWorker> | undefined;
  const ops = <M>(modulePath: string) =>
    new Proxy({} as ServerOps<M>, {
      get:
        (_, name) =>
        (...args: unknown[]) =>
          started!.ask({ op: "run", module: modulePath, name: String(name), args }),
    });
  const console = ops<typeof import("./console-ops.ts")>(join(here, "console-ops.ts"));
  beforeAll(async () => {
    patchJsdomForAntd();
    configure({ asyncUtilTimeout: 5_000 });
    started = startWorker();
    setApiBase(`${await started.address}/admin/api`);
    const session = await console.session();
    startSession(session);
  }, 120_000);
  afterEach(cleanup);
  afterAll(async () => {
    endSession();
    configure({ asyncUtilTimeout });
    await started?.ask({ op: "close" }).catch(() => undefined);
    await started?.worker.terminate();
  }, 30_000);
  return { ops };
}

/**
 * Renders console pages with the app's providers (Chinese locale, antd App, a fresh query client) in a
 * memory router: one page at "/", or `routes` opened at `path`.
 */
export function renderConsolePage(page: ReactElement | RouteObject[], path = "/") {
  const routes = Array.isArray(page) ? page : [{ path: "/", element: page }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = createElement(
    QueryClientProvider,
    { client: createQueryClient() },
    createElement(RouterProvider, { router }),
  );
  return render(createElement(ConfigProvider, { locale: zhCN }, createElement(AntApp, null, app)));
}
