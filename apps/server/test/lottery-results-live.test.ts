import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { eventRoutes } from "../src/events/routes.ts";
import { and, eq } from "drizzle-orm";
import { fairDraw, seedHash } from "@lottery/rules";
import type { AllResultsModels, OmissionModels, Paged, DrawResult, VerifyModels } from "@lottery/contract";
import { seedLotteryHistory, HISTORY_FAST_DRAWS, HISTORY_NUMBER_DRAWS } from "../src/demo/lottery/history.ts";
import { lotteryIssues } from "../src/lottery/tables.ts";
import { floatingTiersOf } from "../src/lottery/tiers.ts";
import { issueRow, issuesOf, publicCall, publicGet, startDrawServer } from "./lottery-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const run = promisify(execFile);

/** Runs scripts/verify-draw.ts the way `npm run verify:draw --` does; answers exit code and output. */
async function verifyScript(args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/verify-draw.ts", ...args], {
      cwd: repoRoot,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe("live results: SSE, the verify script, demo history", () => {
  const s = serverOfFile(() => startDrawServer("2026-11-21T10:00:00"));
  let base: string;
  beforeAll(async () => {
    base = await s.server.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("streams a drawn event over SSE to a subscriber of the game, and nothing of other games", async () => {
    await s.reset("2026-11-21T10:00:00");
    await s.tick();
    const bad = await publicCall(s.server.app, "/api/events", { games: "jlffc,nope" });
    expect(bad).toMatchObject({ status: 2 });
    expect(bad.msg).toContain("gameCode");

    const controller = new AbortController();
    const response = await fetch(`${base}/api/events?games=jlffc`, { signal: controller.signal });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string | RegExp) => {
      while (typeof needle === "string" ? !text.includes(needle) : !needle.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil(": subscribed jlffc");
    await s.tickAt("2026-11-21T10:00:50");
    await s.tickAt("2026-11-21T10:01:00");
    await readUntil(/event: drawn\ndata: .*\n\n/);
    const drawn = await issueRow(s.server.database.db, "jlffc", "202611210602");
    const data = JSON.parse(/event: drawn\ndata: (.*)\n\n/.exec(text)?.[1] ?? "null") as { numbers: string };
    expect(data).toMatchObject({ issue: "202611210602", numbers: drawn.numbers, game: "jlffc" });
    expect(text).toContain("event: closed");
    expect(text).not.toContain('"game":"ffssc"');
    controller.abort();
  });

  it("sends heartbeat comments and ends open streams when the server closes", async () => {
    const bare = Fastify();
    eventRoutes(bare, s.server.app.deps, 50);
    const url = await bare.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${url}/api/events?games=ssq`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    while ((text.match(/: ping/g) ?? []).length < 2) text += decoder.decode((await reader.read()).value);
    const closing = bare.close();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await closing;
    expect(text.startsWith("retry: 3000\n: subscribed ssq\n\n")).toBe(true);
  });

  it("verifies a drawn house issue with the verify script, from arguments and from the server", async () => {
    await s.reset("2026-11-21T10:00:00");
    await s.tick();
    await s.tickAt("2026-11-21T10:01:00");
    const row = await issueRow(s.server.database.db, "jlffc", "202611210602");
    const seed = row.seed as string;
    const withSeed = (hash: string) =>
      verifyScript(["--game", "jlffc", "--issue", row.issue, "--seed", seed, "--hash", hash]);
    const fromArgs = await withSeed(row.seedHash as string);
    expect(fromArgs.code).toBe(0);
    expect(fromArgs.stdout).toContain(`numbers   ${row.numbers}`);
    expect(fromArgs.stdout).toContain("hash      matches");
    expect(fromArgs.stdout).toContain("OK");

    const fromServer = await verifyScript(["--game", "jlffc", "--issue", row.issue, "--url", base]);
    expect(fromServer.code).toBe(0);
    expect(fromServer.stdout).toContain(`published matches ${row.numbers}`);

    const wrongHash = await withSeed(seedHash(row.seedHash as string));
    expect(wrongHash.code).toBe(1);
    expect(wrongHash.stdout).toContain("DOES NOT MATCH");
    expect((await verifyScript(["--game", "jlffc"])).code).toBe(2);
  });

  it("seeds demo history once: official and fast games drawn, house draws verifiable, the chain continued", async () => {
    await s.reset("2026-11-21T10:00:00");
    const db = s.server.database.db;
    const written = await seedLotteryHistory(db, s.clock.now());
    expect(written).toBeGreaterThan(1000);
    expect(await seedLotteryHistory(db, s.clock.now())).toBe(0);

    const ssq = await issuesOf(db, "ssq");
    expect(ssq).toHaveLength(HISTORY_NUMBER_DRAWS);
    expect(ssq.every((i) => i.status === "settled" && i.source === "feed" && i.drawAt <= s.clock.now())).toBe(
      true,
    );
    expect(Object.keys(ssq[0]?.prizes ?? {}).sort()).toEqual(floatingTiersOf("ssq"));
    const cqssc = await issuesOf(db, "cqssc");
    expect(cqssc).toHaveLength(HISTORY_FAST_DRAWS);
    const jlffc = await issuesOf(db, "jlffc");
    expect(jlffc).toHaveLength(HISTORY_FAST_DRAWS);
    expect(jlffc.at(-1)?.issue).toBe("202611210601"); // the 10:00 draw
    for (const issue of jlffc)
      expect(issue.numbers).toBe(fairDraw("jlffc", issue.issue, issue.seed as string));

    const all = await publicGet<AllResultsModels>(s.server.app, "/api/lotteryresult/allresult");
    expect(all.groups.map((g) => g.kind)).toEqual(["number", "official-fast", "house"]);
    expect(all.groups[0]?.list.find((r) => r.gameCode === "ssq")?.issue).toBe(ssq.at(-1)?.issue);
    const list = await publicGet<Paged<DrawResult>>(s.server.app, "/api/lotteryresult/list", {
      gameCode: "cqssc",
    });
    expect(list.total).toBe(HISTORY_FAST_DRAWS);
    const omission = await publicGet<OmissionModels>(s.server.app, "/api/lotteryresult/Omission", {
      gameCode: "cqssc",
    });
    expect(omission.count).toBe(HISTORY_FAST_DRAWS);
    expect(omission.zones).toHaveLength(5);
    const hitsPerPosition = omission.zones.map((z) => z.numbers.reduce((sum, n) => sum + n.hits, 0));
    expect(hitsPerPosition).toEqual([60, 60, 60, 60, 60]);
    const verify = await publicGet<VerifyModels>(s.server.app, "/api/lotteryresult/Verify", {
      gameCode: "jlffc",
      issue: jlffc[10]?.issue as string,
    });
    expect(verify.ok).toBe(true);

    // The scheduler continues the same chain: the next issue commits to the last history seed.
    await s.tick();
    const next = await issueRow(s.server.database.db, "jlffc", "202611210602");
    expect(next.chainId).toBe(jlffc.at(-1)?.chainId);
    expect(next.chainIndex).toBe(HISTORY_FAST_DRAWS + 1);
    expect(next.seedHash).toBe(jlffc.at(-1)?.seed);
    expect(next.openAt).toEqual(jlffc.at(-1)?.drawAt);
    const [opened] = await db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameCode, "jlffc"), eq(lotteryIssues.issue, "202611210602")));
    expect(opened?.openedAt).not.toBeNull();
  });
});
