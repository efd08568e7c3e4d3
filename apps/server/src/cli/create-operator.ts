// Creates an operator or resets its password: npm run operator:create -- <userName> <password> [role]
// (role: super, finance, risk, content, support; a new operator without one is super, an existing one
// keeps theirs). Also lifts a lockout and ends the operator's sessions.
// Exit codes in cli/run.ts (0 done, 2 usage, 3 embedded database held by a running server, 4 failed).
import { ROLES, type Role } from "@lottery/contract";
import { setOperatorPassword } from "../admin/service.ts";
import { CLI_EXIT, runWithDatabase } from "./run.ts";

const WHILE_HELD = `Stop the server (Ctrl-C where npm start runs), run npm run operator:create again, then start it.`;

const [userName, password, role] = process.argv.slice(2);
const isRole = (value: string | undefined): value is Role => ROLES.includes(value as Role);
if (!userName || !password || password.length < 8 || (role !== undefined && !isRole(role))) {
  console.error(
    `usage: npm run operator:create -- <userName> <password of 8+ characters> [${ROLES.join("|")}]`,
  );
  process.exit(CLI_EXIT.usage);
}
await runWithDatabase("operator:create", WHILE_HELD, async (database) => {
  await database.migrate();
  await setOperatorPassword(database.db, userName, password, isRole(role) ? role : undefined);
  console.log(`operator '${userName}' is ready${role ? ` (${role})` : ""}`);
  return CLI_EXIT.ok;
});
