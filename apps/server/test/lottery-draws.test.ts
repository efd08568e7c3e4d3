import { beforeEach, describe, expect, it } from "vitest";
import { drawsOn, fairDraw, seedHash, verifyChainLink } from "@lottery/rules";
import { anchorOf } from "../src/lottery/chains.ts";
import { demoResultFeed } from "../src/demo/lottery/feed.ts";
import { chinaInstant, issueRow, issuesOf, startDrawServer } from "./lottery-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

// Saturday 21 November 2026, 10:00:00 China time.
const START = "2026-11-21T10:00:00";
const MINUTE = 60_000;

describe("lottery scheduler", () => {
  const s = serverOfFile(() => startDrawServer(START));
  beforeEach(async () => {
    await s.reset(START);
  });
  const db = () => s.server.database.db;

  it("creates the current and next issues of a weekly game (ssq) with the schedule's numbers and times", async () => {
    await s.tick();
    const ssq = await issuesOf(db(), "ssq");
    // SSQ draws Sunday, Tuesday, Thursday 21:15; sale closes 4500 s before.
    const sunday = drawsOn("ssq", { year: 2026, month: 11, day: 22 })[0];
    const tuesday = drawsOn("ssq", { year: 2026, month: 11, day: 24 })[0];
    expect(ssq.map((i) => i.issue)).toEqual([sunday?.issue, tuesday?.issue]);
    expect(ssq[0]?.drawAt).toEqual(chinaInstant("2026-11-22T21:15:00"));
    expect(ssq[0]?.closeAt).toEqual(chinaInstant("2026-11-22T20:00:00"));
    expect(ssq[0]?.openAt.getTime()).toBeLessThanOrEqual(s.clock.now().getTime());
    expect(ssq[1]?.openAt).toEqual(ssq[0]?.drawAt);
    expect(ssq.every((i) => i.seedHash === null && i.chainId === null)).toBe(true);
    // Hand check of the numbering: the 2026 draw days (Sun/Tue/Thu) up to 22 Nov number 140 (1 Jan is a Thursday: 46 weeks × 3 + Thu + Sun).
    expect(sunday?.issue).toBe("2026140");
  });

  it("creates an hour of a one-minute house game (jlffc) with committed seeds, and an 11x5 game", async () => {
    const summary = await s.tick();
    expect(summary.created).toBeGreaterThan(0);
    const jlffc = await issuesOf(db(), "jlffc");
    // 10:00's issue closed at 09:59:50; 10:01 (minute 601 after 00:00, sequence 602) is on sale.
    expect(jlffc[0]?.issue).toBe("202611210602");
    expect(jlffc[0]?.drawAt).toEqual(chinaInstant("2026-11-21T10:01:00"));
    expect(jlffc[0]?.closeAt).toEqual(chinaInstant("2026-11-21T10:00:50"));
    expect(jlffc).toHaveLength(60);
    expect(jlffc.at(-1)?.drawAt).toEqual(chinaInstant("2026-11-21T11:00:00"));
    expect(jlffc.map((i) => i.chainIndex)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(jlffc.every((i) => /^[0-9a-f]{64}$/.test(i.seedHash ?? "") && i.seed === null)).toBe(true);
    expect(jlffc[0]?.seedHash).toBe(await anchorOf(db(), jlffc[0]?.chainId as number));
    // syxw draws every 20 minutes from 09:00 (close 60 s before): 10:20, 10:40, 11:00.
    const syxw = await issuesOf(db(), "syxw");
    expect(syxw.map((i) => i.issue)).toEqual(["20261121005", "20261121006", "20261121007"]);
    expect(syxw[0]?.closeAt).toEqual(chinaInstant("2026-11-21T10:19:00"));
    // Only the issue on sale is announced; the others open as their predecessors draw.
    const opened = s.events.filter((e) => e.type === "opened" && e.game === "jlffc");
    expect(opened.map((e) => e.issue)).toEqual(["202611210602"]);
    // A second tick creates nothing new.
    expect((await s.tick()).created).toBe(0);
  });

  it("closes sale, draws a house issue from its revealed seed and links the chain", async () => {
    await s.tick();
    await s.tickAt("2026-11-21T10:00:50");
    expect((await issueRow(db(), "jlffc", "202611210602")).status).toBe("closed");
    expect(
      s.events.some((e) => e.type === "closed" && e.game === "jlffc" && e.issue === "202611210602"),
    ).toBe(true);

    await s.tickAt("2026-11-21T10:01:00");
    const first = await issueRow(db(), "jlffc", "202611210602");
    expect(["drawn", "settled"]).toContain(first.status);
    expect(first.source).toBe("house");
    expect(first.numbers).toBe(fairDraw("jlffc", first.issue, first.seed as string));
    expect(seedHash(first.seed as string)).toBe(first.seedHash);
    const drawn = s.events.find((e) => e.type === "drawn" && e.game === "jlffc" && e.issue === first.issue);
    expect(drawn?.numbers).toBe(first.numbers);
    // The next issue's commitment is the seed just revealed; it opens now.
    const second = await issueRow(db(), "jlffc", "202611210603");
    expect(second.seedHash).toBe(first.seed);
    expect(second.openedAt).not.toBeNull();

    await s.tickAt("2026-11-21T10:02:00");
    const again = await issueRow(db(), "jlffc", "202611210603");
    expect(again.numbers).toBe(fairDraw("jlffc", again.issue, again.seed as string));
    expect(verifyChainLink(again.seed as string, first.seed as string)).toBe(true);
  });

  it("catches up after a gap: missed house issues draw late with their committed seeds", async () => {
    await s.tick();
    const before = await issuesOf(db(), "jlffc");
    s.clock.advance(10 * MINUTE + 5_000); // down from 10:00 to 10:10:05
    const summary = await s.tick();
    expect(summary.drawn).toBeGreaterThanOrEqual(10);
    const after = await issuesOf(db(), "jlffc");
    const missed = after.filter((i) => i.drawAt.getTime() <= s.clock.now().getTime());
    expect(missed).toHaveLength(10);
    for (const issue of missed) {
      const committed = before.find((b) => b.issue === issue.issue);
      expect(issue.seedHash).toBe(committed?.seedHash);
      expect(seedHash(issue.seed as string)).toBe(issue.seedHash);
      expect(issue.numbers).toBe(fairDraw("jlffc", issue.issue, issue.seed as string));
      expect(issue.drawnAt?.getTime()).toBeGreaterThan(issue.drawAt.getTime());
    }
    // The horizon moved on: issues now reach 11:10.
    expect(after.at(-1)?.drawAt).toEqual(chinaInstant("2026-11-21T11:10:00"));
    // The issue on sale now (10:11) is announced.
    expect(
      s.events.some((e) => e.type === "opened" && e.game === "jlffc" && e.issue === "202611210612"),
    ).toBe(true);
  });

  it("uses the operator's close time for issues created after it is set", async () => {
    const set = await s.server.app.inject({
      method: "POST",
      url: "/admin/api/lottery/close-times",
      headers: { authorization: `Bearer ${s.operator}` },
      payload: { gameCode: "syxw", seconds: 300 },
    });
    expect(set.json()).toMatchObject({ status: 0, models: { gameCode: "syxw", seconds: 300 } });
    const bad = await s.server.app.inject({
      method: "POST",
      url: "/admin/api/lottery/close-times",
      headers: { authorization: `Bearer ${s.operator}` },
      payload: { gameCode: "syxw", seconds: -1 },
    });
    expect(bad.json()).toMatchObject({ status: 2 });
    expect(bad.json().msg).toContain("seconds");
    await s.tick();
    const syxw = await issuesOf(db(), "syxw");
    expect(syxw[0]?.closeAt).toEqual(chinaInstant("2026-11-21T10:15:00"));
  });

  it("leaves official issues waiting until the feed (or an operator) has the result", async () => {
    await s.tick();
    await s.tickAt("2026-11-21T10:20:30"); // no feed: syxw 005 drew at 10:20 but stays closed
    expect((await issueRow(db(), "syxw", "20261121005")).status).toBe("closed");
    await s.tickAt("2026-11-21T10:20:40", demoResultFeed);
    const drawn = await issueRow(db(), "syxw", "20261121005");
    expect(["drawn", "settled"]).toContain(drawn.status);
    expect(drawn.source).toBe("feed");
    expect(drawn.numbers).toMatch(/^\d\d(,\d\d){4}$/);
    expect(drawn.prizes).toBeNull(); // 11x5 has no floating tier
    expect(s.events.some((e) => e.type === "drawn" && e.game === "syxw" && e.numbers === drawn.numbers)).toBe(
      true,
    );
    // The next syxw issue is untouched until its own draw time.
    expect((await issueRow(db(), "syxw", "20261121006")).status).toBe("open");
  });
});
