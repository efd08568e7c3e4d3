// npm start: build the web app when its build is missing, then run the server (which migrates,
// seeds demo data once and serves everything on http://localhost:3000).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const webIndex = new URL("../apps/web/dist/index.html", import.meta.url);
if (!existsSync(webIndex) || process.env.REBUILD_WEB === "1") {
  console.log("building the web app …");
  const build = spawnSync("npm", ["run", "build", "-w", "@lottery/web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
