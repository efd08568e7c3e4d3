// `npm run typecheck`: each workspace's `typecheck` script (tsc on its own tsconfig), as many at once as
// the machine has cores. Each workspace is a separate tsc program (their libs and types differ), so they
// run side by side; the output of each is printed whole, in workspace order, once it ends.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const checked = workspaces.filter(
  (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8")).scripts?.typecheck,
);

function typecheck(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "typecheck", "--silent"], { cwd: path.join(root, dir) });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ dir, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const results = new Array(checked.length);
let next = 0;
async function lane() {
  while (next < checked.length) {
    const index = next++;
    results[index] = await typecheck(checked[index]);
  }
}
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), checked.length) }, lane));

let failed = 0;
for (const { dir, code, output, seconds } of results) {
  console.log(`typecheck ${dir}: ${code === 0 ? "ok" : "FAILED"} (${seconds.toFixed(0)} s)`);
  if (output.trim()) console.log(output.trimEnd());
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
