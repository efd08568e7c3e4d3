// Audits the ledger of the configured database: npm run audit:ledger (exit code 1 on problems).
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { auditLedger } from "../wallet/audit.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  const audit = await auditLedger(database.db);
  if (audit.ok) console.log("ledger audit: ok");
  else console.log(`ledger audit: ${audit.problems.length} problem(s)\n${audit.problems.join("\n")}`);
  process.exitCode = audit.ok ? 0 : 1;
} finally {
  await database.close();
}
