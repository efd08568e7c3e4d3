import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withTimeout } from "./lazy.tsx";

afterEach(() => vi.useRealTimers());

describe("chunk load timeout (SPEC 9)", () => {
  it("is 120 s", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("rejects a chunk that has not arrived after the timeout", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, CHUNK_TIMEOUT_MS);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
  });

  it("passes a chunk that arrives in time through", async () => {
    await expect(withTimeout(Promise.resolve({ default: 1 }), 50)).resolves.toEqual({ default: 1 });
  });
});
