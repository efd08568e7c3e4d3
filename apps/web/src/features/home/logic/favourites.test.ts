import { describe, expect, it } from "vitest";
import {
  cleanFavourites,
  MAX_FAVOURITES,
  mergeFavourites,
  sameFavourites,
  toggleFavourite,
} from "./favourites.ts";

describe("favourites", () => {
  it("merges a device's and an account's lists without losing or repeating any", () => {
    expect(mergeFavourites(["ssq", "cqssc"], ["dlt", "ssq", "jczq"])).toEqual([
      "ssq",
      "cqssc",
      "dlt",
      "jczq",
    ]);
    expect(mergeFavourites([], ["dlt"])).toEqual(["dlt"]);
    expect(mergeFavourites(["dlt"], [])).toEqual(["dlt"]);
  });

  it("drops codes that are not listed games and lowercases the rest", () => {
    expect(cleanFavourites(["SSQ", "nope", "plsan", "fc3d"])).toEqual(["ssq", "fc3d"]);
  });

  it("keeps at most the number SetFavourites accepts", () => {
    const many = Array.from({ length: 80 }, (_, i) => ["ssq", "dlt", "fc3d", "pl3"][i % 4]!);
    expect(cleanFavourites(many)).toHaveLength(4);
    expect(MAX_FAVOURITES).toBe(60);
  });

  it("stars a game at the front and unstars it on the second tap", () => {
    const starred = toggleFavourite(["dlt"], "ssq");
    expect(starred).toEqual(["ssq", "dlt"]);
    expect(toggleFavourite(starred, "ssq")).toEqual(["dlt"]);
  });

  it("compares lists in order", () => {
    expect(sameFavourites(["ssq", "dlt"], ["ssq", "dlt"])).toBe(true);
    expect(sameFavourites(["ssq", "dlt"], ["dlt", "ssq"])).toBe(false);
    expect(sameFavourites(["ssq"], ["ssq", "dlt"])).toBe(false);
  });
});
