import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { useTestClock } from "@lottery/server/test/helpers.ts";
import { startMoneyServer } from "@lottery/server/test/money-helpers.ts";

/**
 * Test-only, run in a worker thread by real-server.ts: the real server on a fresh in-memory database
 * (sandbox recharge channel, operator logged in, a test clock), listening on a free local port. Page
 * tests cannot load server code themselves (their browser transform rewrites the server's file URLs),
 * so set-up runs here: a `run` message calls an exported function of a server-side module with the
 * context `{ server, app, operator, clock }` first, as the server's own test fixtures take it.
 */

export interface RunRequest {
  id: number;
  op: "run";
  module: string;
  name: string;
  args: unknown[];
}
export type WorkerRequest = RunRequest | { id: number; op: "close" };

const env = (workerData as { env?: Record<string, string> } | null)?.env ?? {};
const { server, operator } = await startMoneyServer({ AUTH_RATE_LIMIT_PER_MIN: "100000", ...env });
const ctx = { server, app: server.app, operator, clock: useTestClock(server) };
const address = await server.app.listen({ host: "127.0.0.1", port: 0 });

async function answer(request: WorkerRequest): Promise<unknown> {
  if (request.op === "close") return server.close();
  const module = (await import(pathToFileURL(request.module).href)) as Record<string, unknown>;
  const fn = module[request.name];
  if (typeof fn !== "function") throw new Error(`${request.module} exports no function ${request.name}`);
  return (fn as (...args: unknown[]) => unknown)(ctx, ...request.args);
}

parentPort?.on("message", (request: WorkerRequest) => {
  answer(request).then(
    (result) => parentPort?.postMessage({ id: request.id, result }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.stack : String(error),
      }),
  );
});
parentPort?.postMessage({ id: 0, result: address });
