// Checks the operator audit log's hash chain of the configured database:
// node --import tsx apps/server/src/cli/audit-operators.ts (npm run audit:operators); exit code 1 when broken.
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { verifyAuditChain } from "../admin/audit.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  const verdict = await verifyAuditChain(database.db);
  const head = verdict.head ? `head #${verdict.head.seq} ${verdict.head.hash}` : "empty";
  if (verdict.ok) console.log(`operator audit: ok, ${verdict.checked} row(s), ${head}`);
  else console.log(`operator audit: broken at row #${verdict.broken?.seq}: ${verdict.broken?.reason}`);
  process.exitCode = verdict.ok ? 0 : 1;
} finally {
  await database.close();
}
