import { describe, expect, it } from "vitest";
import { ALL_VECTORS, NUMBER_VECTOR_GAMES, SPORTS_VECTOR_GAMES } from "./vectors.fixture.ts";

describe("VECTORS.json coverage", () => {
  it("runs every vector of the file through the number or the sports test", () => {
    expect(ALL_VECTORS.length).toBeGreaterThan(0);
    const uncovered = ALL_VECTORS.filter(
      (v) => !NUMBER_VECTOR_GAMES.has(v.game) && !SPORTS_VECTOR_GAMES.has(v.game),
    );
    expect(uncovered.map((v) => v.id)).toEqual([]);
  });
});
