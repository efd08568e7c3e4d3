import { describe, expect, it } from "vitest";
import { formatCountdown, formatNextDraw } from "./next-draw.ts";

const draw = (closeAt: string) => ({ issue: "20261121058", closeAt, drawAt: closeAt });
// 2026-11-21 20:00:00 in China
const now = Date.parse("2026-11-21T20:00:00+08:00");

describe("next draw line", () => {
  it("counts down to the close of a fast game", () => {
    expect(formatNextDraw(draw("2026-11-21T20:04:32+08:00"), now, true)).toBe("第20261121058期 剩余4分32秒");
    expect(formatNextDraw(draw("2026-11-21T21:02:03+08:00"), now, true)).toBe(
      "第20261121058期 剩余1小时02分03秒",
    );
  });

  it("shows the China clock time of the close for other games, with the date when not today", () => {
    expect(formatNextDraw(draw("2026-11-21T12:30:00Z"), now, false)).toBe("第20261121058期 20:30 截止");
    expect(formatNextDraw(draw("2026-11-23T20:00:00+08:00"), now, false)).toBe(
      "第20261121058期 11-23 20:00 截止",
    );
  });

  it("uses China's day, not the device's: 23:30 UTC is the next morning in China", () => {
    const lateUtc = Date.parse("2026-11-21T15:00:00Z"); // 23:00 China
    expect(formatNextDraw(draw("2026-11-21T16:30:00Z"), lateUtc, false)).toBe(
      "第20261121058期 11-22 00:30 截止",
    );
  });

  it("says the sale is closed once the time has passed, and nothing without a draw", () => {
    expect(formatNextDraw(draw("2026-11-21T19:59:59+08:00"), now, true)).toBe(
      "第20261121058期 已截止，等待开奖",
    );
    expect(formatNextDraw(null, now, true)).toBeNull();
    expect(formatNextDraw(draw("not a time"), now, true)).toBeNull();
  });

  it("rounds the countdown up to whole seconds and never goes negative", () => {
    expect(formatCountdown(59_001)).toBe("1分00秒");
    expect(formatCountdown(-5)).toBe("0分00秒");
    expect(formatCountdown(3_600_000)).toBe("1小时00分00秒");
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 1)).toBe("2天03小时");
  });
});
