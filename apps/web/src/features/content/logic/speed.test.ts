import { describe, expect, it } from "vitest";
import { averageMs, speedLevel } from "./speed.ts";

describe("speed test", () => {
  it("colours by the thresholds: under 200 green, under 600 orange, else red", () => {
    expect(speedLevel(0)).toBe("fast");
    expect(speedLevel(199)).toBe("fast");
    expect(speedLevel(200)).toBe("usable");
    expect(speedLevel(599)).toBe("usable");
    expect(speedLevel(600)).toBe("slow");
    expect(speedLevel(null)).toBe("failed");
  });

  it("averages the successful samples only", () => {
    expect(averageMs([100, 200, null, 301])).toBe(200);
    expect(averageMs([null, null])).toBeNull();
    expect(averageMs([])).toBeNull();
  });
});
