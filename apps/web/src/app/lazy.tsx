import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** SPEC 9: a page chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`chunk load timed out after ${timeoutMs} ms`);
    this.name = "ChunkTimeoutError";
  }
}

/** The promise, or a rejection once `timeoutMs` passes first. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export type PageComponent = ComponentType<any>;

/** React.lazy with the chunk timeout; a failure reaches the route's error boundary (retry page). */
export function lazyPage<P extends PageComponent>(
  load: () => Promise<{ default: P }>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<P> {
  return lazy(() => withTimeout(load(), timeoutMs));
}
