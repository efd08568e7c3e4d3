interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Drizzle wraps
 * driver errors, so the cause chain is searched; both pg and PGlite report `code` and `constraint`.
 */
export function violatedUnique(error: unknown): string | null {
  for (let current = error as PgError | undefined; current; current = current.cause as PgError | undefined) {
    if (current.code === "23505") return current.constraint ?? "";
  }
  return null;
}
