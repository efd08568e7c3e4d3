// `npm test`: every stage in turn (stopping at the first that fails), then each stage's time.
import { spawnSync } from "node:child_process";

const stages = [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["run", "lint"]],
  ["format", ["run", "format:check"]],
  ["unit and integration (vitest)", ["run", "test:unit"]],
  ["browser journeys", ["run", "test:e2e"]],
];

const times = [];
let status = 0;
for (const [name, args] of stages) {
  const started = Date.now();
  const run = spawnSync("npm", args, { stdio: "inherit" });
  times.push([name, (Date.now() - started) / 1000]);
  status = run.status ?? 1;
  if (status !== 0) break;
}

console.log("\nstage times:");
for (const [name, seconds] of times) console.log(`  ${name.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(
  `  ${"total".padEnd(32)} ${total.toFixed(0).padStart(5)} s${status === 0 ? "" : "  (stopped: a stage failed)"}`,
);
process.exit(status);
