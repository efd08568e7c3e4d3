// Creates an operator or resets its password: npm run operator:create -- <userName> <password>
// Exit codes in cli/run.ts (0 done, 2 usage, 3 embedded database held by a running server, 4 failed).
import { setOperatorPassword } from "../admin/service.ts";
import { CLI_EXIT, runWithDatabase } from "./run.ts";

const WHILE_HELD = `Stop the server (Ctrl-C where npm start runs), run npm run operator:create again, then start it.`;

const [userName, password] = process.argv.slice(2);
if (!userName || !password || password.length < 8) {
  console.error("usage: npm run operator:create -- <userName> <password of 8+ characters>");
  process.exit(CLI_EXIT.usage);
}
await runWithDatabase("operator:create", WHILE_HELD, async (database) => {
  await database.migrate();
  await setOperatorPassword(database.db, userName, password);
  console.log(`operator '${userName}' is ready`);
  return CLI_EXIT.ok;
});
