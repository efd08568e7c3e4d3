// npm start: build the web app and the operator console when their builds are missing, then run the
// server (which migrates, seeds demo data once and serves everything on http://localhost:3000).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const builds = [
  {
    name: "the web app",
    workspace: "@lottery/web",
    index: "../apps/web/dist/index.html",
    force: "REBUILD_WEB",
  },
  {
    name: "the operator console",
    workspace: "@lottery/admin",
    index: "../apps/admin/dist/index.html",
    force: "REBUILD_ADMIN",
  },
];
for (const build of builds) {
  if (existsSync(new URL(build.index, import.meta.url)) && process.env[build.force] !== "1") continue;
  console.log(`building ${build.name} …`);
  const result = spawnSync("npm", ["run", "build", "-w", build.workspace], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
