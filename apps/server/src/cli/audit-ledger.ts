// Audits the ledger of the configured database: npm run audit:ledger. Exit codes in cli/run.ts
// (0 clean, 1 ledger problems, 3 embedded database held by a running server, 4 could not run).
import { auditLedger } from "../wallet/audit.ts";
import { CLI_EXIT, runWithDatabase } from "./run.ts";

const WHILE_HELD = `To audit while the server runs, ask it: GET /admin/api/ledger/audit with an operator token, e.g.
  curl -H "Authorization: Bearer <token>" http://localhost:3000/admin/api/ledger/audit
(the token from POST /admin/api/login). Or stop the server and run npm run audit:ledger again.`;

await runWithDatabase("audit:ledger", WHILE_HELD, async (database) => {
  await database.migrate();
  const audit = await auditLedger(database.db);
  if (audit.ok) console.log("ledger audit: ok");
  else console.log(`ledger audit: ${audit.problems.length} problem(s)\n${audit.problems.join("\n")}`);
  return audit.ok ? CLI_EXIT.ok : CLI_EXIT.problemsFound;
});
