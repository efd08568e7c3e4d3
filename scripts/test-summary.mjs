// Adds up the JSON reports of a CI run (Vitest's and the e2e runner's) and prints one closing line.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".ci/results";
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  const filePassed = report.numPassedTests ?? report.passed ?? 0;
  const fileFailed = report.numFailedTests ?? report.failed ?? 0;
  console.log(`${file}: ${filePassed} passed, ${fileFailed} failed`);
  passed += filePassed;
  failed += fileFailed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
