import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { mayLag } from "../src/db/read-routing.ts";

describe("database URLs and read routing (issue 30)", () => {
  it("falls back direct to pooled and replica to direct", () => {
    const pooled = "postgres://app@pgbouncer:6432/lottery";
    const direct = "postgres://app@primary:5432/lottery";
    const replica = "postgres://app@replica:5432/lottery";
    expect(loadConfig({ DATABASE_URL: pooled })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: pooled,
      databaseReplicaUrl: pooled,
    });
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct })).toMatchObject({
      databaseDirectUrl: direct,
      databaseReplicaUrl: direct,
    });
    expect(
      loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct, DATABASE_REPLICA_URL: replica }),
    ).toMatchObject({ databaseUrl: pooled, databaseDirectUrl: direct, databaseReplicaUrl: replica });
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, databaseReplicaUrl: undefined });
  });

  it("refuses a direct or replica URL without DATABASE_URL", () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: "postgres://replica/x" })).toThrow(/need DATABASE_URL/);
  });

  it("sends only shared public reads to the replica", () => {
    for (const kind of ["results", "page-info", "match-list", "ranks", "content"] as const)
      expect(mayLag(kind)).toBe(true);
    for (const kind of ["own-money", "own-orders", "after-write"] as const) expect(mayLag(kind)).toBe(false);
  });
});
