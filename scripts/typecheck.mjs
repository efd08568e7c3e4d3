// `npm run typecheck`: the TypeScript programs, as many at once as the machine has cores; the output of
// each is printed whole, in order, once it ends. The Node side (rules, contract, server, bench) shares
// one set of options and is one program (tsconfig.node.json): the server and the packages are imported
// by the bench and by each other, and as separate programs each file was checked once per importer.
// The web app, the console and the journeys have libs and types of their own (DOM, Vite, JSX): each is
// a program of its own. A workspace's own `npm run typecheck` still checks it alone.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
// Each program and the workspaces it checks; the largest first, so the two cores end together.
const programs = [
  ["tsconfig.node.json", ["packages/rules", "packages/contract", "apps/server", "bench"]],
  ["apps/web/tsconfig.json", ["apps/web"]],
  ["apps/admin/tsconfig.json", ["apps/admin"]],
  ["e2e/tsconfig.json", ["e2e"]],
];
// A new workspace with a typecheck script must be given a program here.
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const unchecked = workspaces.filter(
  (dir) =>
    JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8")).scripts?.typecheck &&
    !programs.some(([, dirs]) => dirs.includes(dir)),
);
if (unchecked.length > 0) {
  console.error(`typecheck: no program in scripts/typecheck.mjs checks ${unchecked.join(", ")}`);
  process.exit(1);
}

function typecheck(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, "-p", project], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ project, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const results = new Array(programs.length);
let next = 0;
async function lane() {
  while (next < programs.length) {
    const index = next++;
    results[index] = await typecheck(programs[index][0]);
  }
}
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), programs.length) }, lane));

let failed = 0;
for (const { project, code, output, seconds } of results) {
  console.log(`typecheck ${project}: ${code === 0 ? "ok" : "FAILED"} (${seconds.toFixed(0)} s)`);
  if (output.trim()) console.log(output.trimEnd());
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
