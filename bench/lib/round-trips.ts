import pg from "pg";

/**
 * Counts the statements this process sends to PostgreSQL (every pg client query, pooled or not), to
 * show where a benchmark's time goes: statements per ticket or per request. Installed once.
 */
let sent = 0;
let installed = false;

/** Starts counting (idempotent). */
export function countRoundTrips(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    sent += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

/** Statements sent so far. */
export function roundTrips(): number {
  return sent;
}
