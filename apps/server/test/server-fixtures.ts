import { afterAll, beforeAll } from "vitest";
import type { TestServer } from "./helpers.ts";

/**
 * One server for the tests of a file (or of the describe block it is called in): `start` runs before
 * them and the server closes after them. The answer is filled in by that first beforeAll, so read it in
 * hooks registered after this call and in tests only.
 */
export function serverOfFile<T extends { server: TestServer }>(start: () => Promise<T>): T {
  const ctx = {} as T;
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(ctx, started);
  });
  afterAll(async () => {
    await started?.server.close();
  });
  return ctx;
}
