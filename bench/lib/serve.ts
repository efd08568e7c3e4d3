/**
 * The benchmarked server process: the real app (buildApp, no background jobs, no request logs) on the
 * database of BENCH_DATABASE_URL, listening on 127.0.0.1 on a free port. Prints `LISTENING <port>`
 * once ready; SIGTERM closes it, printing `STATEMENTS <n>`: the SQL statements its calls sent, and
 * `CPU <µs> USER <µs>`: the CPU time (user + system, and user alone) it spent since it was ready.
 * Started by lib/server-process.ts so the load driver does not share its event loop.
 */
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { BENCH_ENV } from "./app.ts";
import { countRoundTrips, roundTrips } from "./round-trips.ts";

countRoundTrips();
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is not set");
const database = await openDatabase({ databaseUrl: url, pgliteDir: null });
const config = loadConfig({ ...BENCH_ENV, DATABASE_URL: url });
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no TCP address");
console.log(`LISTENING ${address.port}`);
const startupStatements = roundTrips();
const startupCpu = process.cpuUsage();

process.on("SIGTERM", () => {
  void (async () => {
    const cpu = process.cpuUsage(startupCpu);
    await app.close();
    console.log(`STATEMENTS ${roundTrips() - startupStatements}`);
    console.log(`CPU ${cpu.user + cpu.system} USER ${cpu.user}`);
    await database.close();
    process.exit(0);
  })();
});
