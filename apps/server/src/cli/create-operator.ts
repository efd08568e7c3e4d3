// Creates an operator or resets its password: npm run operator:create -- <userName> <password>
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { setOperatorPassword } from "../admin/service.ts";

const [userName, password] = process.argv.slice(2);
if (!userName || !password || password.length < 8) {
  console.error("usage: npm run operator:create -- <userName> <password of 8+ characters>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await database.migrate();
await setOperatorPassword(database.db, userName, password);
await database.close();
console.log(`operator '${userName}' is ready`);
