// `npm test`: every stage in turn (stopping at the first that fails), then each stage's time. The
// static checks are independent of each other: the type check (its programs two at a time), lint and
// the format check (single-threaded each) run side by side, so the cores stay busy until the last
// ends rather than one idling at the end of each (their times overlap).
import { spawn } from "node:child_process";

const stages = [
  [
    ["typecheck", ["run", "typecheck"]],
    ["lint", ["run", "lint"]],
    ["format", ["run", "format:check"]],
  ],
  [["unit and integration (vitest)", ["run", "test:unit"]]],
  [["browser journeys", ["run", "test:e2e"]]],
];

function run([name, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    spawn("npm", args, { stdio: "inherit" }).on("close", (code) =>
      resolve({ name, seconds: (Date.now() - started) / 1000, status: code ?? 1 }),
    );
  });
}

const times = [];
let status = 0;
const started = Date.now();
for (const group of stages) {
  const results = await Promise.all(group.map(run));
  for (const result of results) {
    times.push(result);
    if (result.status !== 0) status = result.status;
  }
  if (status !== 0) break;
}

console.log("\nstage times:");
for (const { name, seconds } of times)
  console.log(`  ${name.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
const total = (Date.now() - started) / 1000;
console.log(
  `  ${"total".padEnd(32)} ${total.toFixed(0).padStart(5)} s${status === 0 ? "" : "  (stopped: a stage failed)"}`,
);
process.exit(status);
