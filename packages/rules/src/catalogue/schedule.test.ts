import { afterEach, describe, expect, it } from "vitest";
import { chinaDateOf, type ChinaDate } from "./details.ts";
import { drawsOn, nextDraw, type ScheduledDraw } from "./schedule.ts";

const at = (chinaTime: string): Date => new Date(`${chinaTime}+08:00`);

// [game, now (China time), issue, close (China time), draw (China time)] — worked out by hand.
const NEXT_DRAWS: [string, string, string, string, string][] = [
  // SSQ draws Tue/Thu/Sun 21:15, sales close 75 min before. 1 Jan 2026 is a Thursday.
  ["ssq", "2026-01-01T00:00:00", "2026001", "2026-01-01T20:00:00", "2026-01-01T21:15:00"],
  ["ssq", "2026-01-01T19:59:59", "2026001", "2026-01-01T20:00:00", "2026-01-01T21:15:00"],
  // At the close itself sales are over: the Sunday draw is next.
  ["ssq", "2026-01-01T20:00:00", "2026002", "2026-01-04T20:00:00", "2026-01-04T21:15:00"],
  // 2025 began on a Wednesday; 30 Dec is a Tuesday after exactly 52 weeks → 52 × 3 = 156.
  ["ssq", "2025-12-30T10:00:00", "2025156", "2025-12-30T20:00:00", "2025-12-30T21:15:00"],
  ["ssq", "2025-12-30T20:30:00", "2026001", "2026-01-01T20:00:00", "2026-01-01T21:15:00"],
  // DLT draws Mon/Wed/Sat 21:25 (close 85 min before); 3 Jan 2026 is its first Saturday.
  ["dlt", "2026-01-01T10:00:00", "26001", "2026-01-03T20:00:00", "2026-01-03T21:25:00"],
  // 3D draws daily: 1 Feb is day 32.
  ["fc3d", "2026-02-01T12:00:00", "2026032", "2026-02-01T20:00:00", "2026-02-01T21:15:00"],
  // CQSSC: 9 draws from 00:30 then 50 from 07:30, every 20 min, close 60 s before.
  ["cqssc", "2026-11-21T07:28:59", "20261121010", "2026-11-21T07:29:00", "2026-11-21T07:30:00"],
  ["cqssc", "2026-11-21T07:29:00", "20261121011", "2026-11-21T07:49:00", "2026-11-21T07:50:00"],
  ["cqssc", "2026-11-21T03:09:30", "20261121010", "2026-11-21T07:29:00", "2026-11-21T07:30:00"],
  ["cqssc", "2026-11-21T23:49:30", "20261122001", "2026-11-22T00:29:00", "2026-11-22T00:30:00"],
  // A 1440-a-day game (draws at every minute from 00:00, close 10 s before).
  ["ffssc", "2026-11-21T23:58:49", "202611211440", "2026-11-21T23:58:50", "2026-11-21T23:59:00"],
  ["ffssc", "2026-11-21T23:59:30", "202611220001", "2026-11-21T23:59:50", "2026-11-22T00:00:00"],
  ["ffssc", "2026-11-21T23:59:55", "202611220002", "2026-11-22T00:00:50", "2026-11-22T00:01:00"],
  // XYFT: 49 draws 00:00–04:00, then 131 from 13:05, every 5 min.
  ["xyft", "2026-11-21T04:00:30", "20261121050", "2026-11-21T13:04:00", "2026-11-21T13:05:00"],
  // Codes are case-insensitive.
  ["JLSSC", "2026-11-21T00:00:00", "20261121002", "2026-11-21T00:11:00", "2026-11-21T00:12:00"],
];

function expectNextDraws(): void {
  for (const [code, now, issue, closeAt, drawAt] of NEXT_DRAWS) {
    expect(nextDraw(code, at(now)), `${code} at ${now}`).toEqual({
      issue,
      closeAt: at(closeAt),
      drawAt: at(drawAt),
    });
  }
}

describe("nextDraw", () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it("finds the first issue still on sale (worked examples)", () => {
    expectNextDraws();
  });

  it("answers the same whatever the machine's time zone", () => {
    process.env.TZ = "America/New_York";
    expect(new Date("2026-01-01T12:00:00Z").getTimezoneOffset()).toBe(300);
    expectNextDraws();
  });

  it("answers null for sports games and unknown codes", () => {
    expect(nextDraw("jczq", at("2026-11-21T12:00:00"))).toBeNull();
    expect(nextDraw("ctzq", at("2026-11-21T12:00:00"))).toBeNull();
    expect(nextDraw("nope", at("2026-11-21T12:00:00"))).toBeNull();
  });

  // The arithmetic of nextDraw against the plain day listings of drawsOn, at 200 instants spread
  // over 14 days with an odd stride (so they land on every second of the clock).
  it.each(["ssq", "dlt", "lhc", "cqssc", "xjssc", "ffssc", "wfk3", "xyft"])(
    "%s agrees with the listed draws",
    (code) => {
      const start = at("2026-12-25T00:00:00").getTime();
      for (let k = 0; k < 200; k += 1) {
        const now = new Date(start + k * 6_047_131);
        expect(nextDraw(code, now), `${code} at ${now.toISOString()}`).toEqual(firstListedAfter(code, now));
      }
    },
  );
});

function firstListedAfter(code: string, now: Date): ScheduledDraw | undefined {
  const today = chinaDateOf(now);
  for (let offset = -1; offset <= 8; offset += 1) {
    const date = chinaDateOf(new Date(at(isoDate(today)).getTime() + offset * 86_400_000));
    const open = drawsOn(code, date).find((d) => d.closeAt.getTime() > now.getTime());
    if (open) return open;
  }
  return undefined;
}

function isoDate(date: ChinaDate): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.year}-${pad(date.month)}-${pad(date.day)}T00:00:00`;
}

describe("drawsOn", () => {
  const day = { year: 2026, month: 11, day: 21 };

  it("lists every draw of an intraday game with sequences restarting each day", () => {
    const draws = drawsOn("cqssc", day);
    expect(draws).toHaveLength(59);
    expect(draws[0]).toEqual({
      issue: "20261121001",
      closeAt: at("2026-11-21T00:29:00"),
      drawAt: at("2026-11-21T00:30:00"),
    });
    expect(draws[8]?.drawAt).toEqual(at("2026-11-21T03:10:00"));
    expect(draws[9]?.issue).toBe("20261121010");
    expect(draws[9]?.drawAt).toEqual(at("2026-11-21T07:30:00"));
    expect(draws[58]?.issue).toBe("20261121059");
    expect(draws[58]?.drawAt).toEqual(at("2026-11-21T23:50:00"));
    expect(drawsOn("ffssc", day).map((d) => d.issue.slice(8))).toEqual(
      Array.from({ length: 1440 }, (_, i) => String(i + 1).padStart(4, "0")),
    );
  });

  it("lists a weekly game's draw only on its draw days", () => {
    expect(drawsOn("ssq", { year: 2026, month: 1, day: 5 })).toEqual([]); // a Monday
    expect(drawsOn("ssq", { year: 2026, month: 1, day: 4 })).toEqual([
      { issue: "2026002", closeAt: at("2026-01-04T20:00:00"), drawAt: at("2026-01-04T21:15:00") },
    ]);
    // 2026 has 52 Sundays, 52 Tuesdays and 53 Thursdays: the year's last draw is Thu 31 Dec.
    expect(drawsOn("ssq", { year: 2026, month: 12, day: 31 })[0]?.issue).toBe("2026157");
  });

  it("lists nothing for sports games and unknown codes", () => {
    expect(drawsOn("jczq", day)).toEqual([]);
    expect(drawsOn("nope", day)).toEqual([]);
  });
});
