import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { createElement, type ReactElement } from "react";
import { cleanup, configure, render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../src/lib/query-client.ts";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import type { OperatorSelf } from "@lottery/contract";
import { setApiBase } from "../src/lib/api.ts";
import { endSession, startSession } from "../src/lib/session.ts";

/**
 * Test-only: console page tests against the REAL server. The web app's real-server worker
 * (apps/web/test/real-server-worker.ts: fresh in-memory database, sandbox recharge channel, operator,
 * test clock) runs in a worker thread; the console's fetch calls go to it over local HTTP
 * (setApiBase), signed in as its seeded operator. Set-up runs in the worker through `run`.
 */
const here = dirname(fileURLToPath(import.meta.url));
const WORKER = join(here, "../../web/test/real-server-worker.ts");
const OPS = join(here, "server-ops.ts");

export interface ConsoleServer {
  /** Runs an exported `(ctx, ...args)` function of test/server-ops.ts in the server's worker. */
  run<T>(name: string, ...args: unknown[]): Promise<T>;
}

export function useConsoleServer(): ConsoleServer {
  vi.setConfig({ testTimeout: 30_000 });
  let worker: Worker | undefined;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  const ask = (request: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker!.postMessage({ ...request, id });
    });
  const run = <T>(name: string, ...args: unknown[]) =>
    ask({ op: "run", module: OPS, name, args }) as Promise<T>;
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5_000 });
    const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(
      pathToFileURL(WORKER).href,
    )}); });`;
    worker = new Worker(boot, { eval: true, workerData: { env: {} } });
    const address = new Promise<string>((resolve, reject) => {
      pending.set(0, { resolve: (v) => resolve(v as string), reject });
      worker!.once("error", reject);
    });
    worker.on("message", (message: { id: number; result?: unknown; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
    setApiBase(`${await address}/admin/api`);
    const { token, operator } = await run<{ token: string; operator: OperatorSelf }>("operatorSession");
    startSession({ token, operator });
  }, 120_000);
  afterEach(cleanup);
  afterAll(async () => {
    endSession();
    await ask({ op: "close" }).catch(() => undefined);
    await worker?.terminate();
  }, 30_000);
  return { run };
}

/** Renders a console page with the app's providers (Chinese locale, antd App, a fresh query client, a router). */
export function renderConsolePage(page: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: page }], { initialEntries: ["/"] });
  return render(
    createElement(
      ConfigProvider,
      { locale: zhCN },
      createElement(
        AntApp,
        null,
        createElement(
          QueryClientProvider,
          { client: createQueryClient() },
          createElement(RouterProvider, { router }),
        ),
      ),
    ),
  );
}

// antd reads media queries and element sizes that jsdom does not have.
globalThis.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof globalThis.matchMedia;

// jsdom has no pseudo-element styles: antd's scrollbar measuring asks for them.
const computedStyle = globalThis.getComputedStyle.bind(globalThis);
globalThis.getComputedStyle = (element: Element) => computedStyle(element);
