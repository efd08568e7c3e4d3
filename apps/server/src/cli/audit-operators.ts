// Checks the operator audit log's hash chain of the configured database: npm run audit:operators.
// Exit codes in cli/run.ts (0 sound, 1 broken, 3 embedded database held by a running server, 4 failed).
import { verifyAuditChain } from "../admin/audit.ts";
import { CLI_EXIT, runWithDatabase } from "./run.ts";

const WHILE_HELD = `To check while the server runs, ask it: GET /admin/api/audit/verify with an operator token
(or the console's 操作日志 page). Or stop the server and run npm run audit:operators again.`;

await runWithDatabase("audit:operators", WHILE_HELD, async (database) => {
  await database.migrate();
  const verdict = await verifyAuditChain(database.db);
  const head = verdict.head ? `head #${verdict.head.seq} ${verdict.head.hash}` : "empty";
  if (verdict.ok) console.log(`operator audit: ok, ${verdict.checked} row(s), ${head}`);
  else console.log(`operator audit: broken at row #${verdict.broken?.seq}: ${verdict.broken?.reason}`);
  return verdict.ok ? CLI_EXIT.ok : CLI_EXIT.problemsFound;
});
