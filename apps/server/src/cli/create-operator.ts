// Creates an operator or resets its password: npm run operator:create -- <userName> <password> [role]
// (role: super, finance, risk, content, support; a new operator without one is super, an existing one
// keeps theirs). Also lifts a lockout and ends the operator's sessions.
import { ROLES, type Role } from "@lottery/contract";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { setOperatorPassword } from "../admin/service.ts";

const [userName, password, role] = process.argv.slice(2);
const isRole = (value: string | undefined): value is Role => ROLES.includes(value as Role);
if (!userName || !password || password.length < 8 || (role !== undefined && !isRole(role))) {
  console.error(
    `usage: npm run operator:create -- <userName> <password of 8+ characters> [${ROLES.join("|")}]`,
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await database.migrate();
await setOperatorPassword(database.db, userName, password, isRole(role) ? role : undefined);
await database.close();
console.log(`operator '${userName}' is ready${role ? ` (${role})` : ""}`);
