import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, gt, type SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import {
  AdminMsg,
  consoleRange,
  type AuditEntry,
  type AuditListParams,
  type AuditVerdict,
  type Paged,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { dateRangeFilters } from "../db/date-range.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { canonicalJson, storableText } from "./audit-json.ts";
import { operatorAudit, type AuditRow } from "./audit-tables.ts";

/**
 * The operator audit log's hash chain. Each row's hash is sha256(prev_hash + canonical JSON of its
 * fields), the first row's prev_hash 64 zeros. Rows are appended one at a time under a
 * transaction-scoped advisory lock, each taking seq = previous seq + 1 and the previous row's hash, so
 * the chain is linear across processes and a deleted row leaves a gap the check sees.
 */

export const GENESIS_HASH = "0".repeat(64);
/** Advisory lock key of the chain's tail ("OPAUDIT" in ASCII). */
const AUDIT_LOCK_KEY = "22324764693776724";

/** One action to record (what adminRoute collected). */
export interface AuditRecord {
  at: Date;
  operatorId: number;
  operatorName: string;
  ip: string;
  action: string;
  target: string;
  params: unknown;
  before: unknown;
  after: unknown;
  status: number;
  msg: string;
}

type Hashed = Omit<AuditRow, "hash" | "prevHash">;

/** The fields the hash covers, in a form that reads the same before storing and after reading back. */
function hashedFields(row: Hashed): Record<string, unknown> {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    ip: row.ip,
    action: row.action,
    target: row.target,
    params: row.params,
    before: row.before ?? null,
    after: row.after ?? null,
    status: row.status,
    msg: row.msg,
  };
}

/** sha256(prevHash + canonical JSON of the row), lowercase hex. */
export function rowHash(prevHash: string, row: Hashed): string {
  return createHash("sha256")
    .update(prevHash + canonicalJson(hashedFields(row)), "utf8")
    .digest("hex");
}

/** Appends one record at the chain's tail; answers its seq. */
export async function appendAudit(db: Db, record: AuditRecord): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY}::bigint)`);
    const [last] = await tx
      .select({ seq: operatorAudit.seq, hash: operatorAudit.hash })
      .from(operatorAudit)
      .orderBy(desc(operatorAudit.seq))
      .limit(1);
    const row: Hashed = {
      ...record,
      operatorName: storableText(record.operatorName),
      target: storableText(record.target).slice(0, 100),
      action: storableText(record.action).slice(0, 100),
      msg: storableText(record.msg).slice(0, 300),
      ip: storableText(record.ip).slice(0, 64),
      before: record.before ?? null,
      after: record.after ?? null,
      seq: (last?.seq ?? 0) + 1,
    };
    const prevHash = last?.hash ?? GENESIS_HASH;
    await tx.insert(operatorAudit).values({ ...row, prevHash, hash: rowHash(prevHash, row) });
    return row.seq;
  });
}

const VERIFY_CHUNK = 1000;

/**
 * Walks the whole chain in seq order and reports the first broken row: a missing seq (a deleted row),
 * a prev_hash other than the previous row's hash (a row before it deleted or rewritten), or a hash that
 * does not match the row's content (the row itself changed). A cut-off tail leaves no trace in the
 * chain itself: `head` is what to pin elsewhere to notice one.
 */
export async function verifyAuditChain(db: Db): Promise<AuditVerdict> {
  let previous: { seq: number; hash: string } | null = null;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(operatorAudit)
      .where(previous ? gt(operatorAudit.seq, previous.seq) : undefined)
      .orderBy(asc(operatorAudit.seq))
      .limit(VERIFY_CHUNK);
    for (const row of rows) {
      const reason = brokenLink(row, previous);
      if (reason) return { ok: false, checked, head: previous, broken: { seq: row.seq, reason } };
      previous = { seq: row.seq, hash: row.hash };
      checked += 1;
    }
    if (rows.length < VERIFY_CHUNK) return { ok: true, checked, head: previous, broken: null };
  }
}

function brokenLink(row: AuditRow, previous: { seq: number; hash: string } | null): string | null {
  const expectedSeq = (previous?.seq ?? 0) + 1;
  if (row.seq !== expectedSeq) return AdminMsg.audit.seqGap(expectedSeq);
  if (row.prevHash !== (previous?.hash ?? GENESIS_HASH)) return AdminMsg.audit.prevMismatch;
  if (row.hash !== rowHash(row.prevHash, row)) return AdminMsg.audit.hashMismatch;
  return null;
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  return {
    seq: row.seq,
    at: chinaTimeIso(row.at),
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    ip: row.ip,
    action: row.action,
    target: row.target,
    params: row.params,
    before: row.before,
    after: row.after,
    status: row.status,
    msg: row.msg,
  };
}

/** GET /audit: newest first, filtered by operator (id or name), action, target and China dates. */
export async function listAudit(db: Db, params: AuditListParams): Promise<Paged<AuditEntry>> {
  const filters: (SQL | undefined)[] = [
    params.operatorId ? eq(operatorAudit.operatorId, params.operatorId) : undefined,
    params.operator ? eq(operatorAudit.operatorName, params.operator) : undefined,
    params.action ? eq(operatorAudit.action, params.action) : undefined,
    params.target ? eq(operatorAudit.target, params.target) : undefined,
    ...dateRangeFilters(operatorAudit.at, consoleRange(params)),
  ];
  const where = and(...filters);
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(where)
    .orderBy(desc(operatorAudit.seq))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db.select({ n: count() }).from(operatorAudit).where(where);
  return { list: rows.map(auditEntryOf), total: total?.n ?? 0 };
}
