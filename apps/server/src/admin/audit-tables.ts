import { bigint, index, integer, jsonb, pgTable, varchar } from "drizzle-orm/pg-core";
import { at } from "../db/columns.ts";
import { operators } from "./tables.ts";

/**
 * The operator audit log: one row per operator call that changes something (admin/audit.ts), done or
 * refused. Append-only — a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0005) — and
 * hash-chained: `hash` = sha256(`prev_hash` + canonical JSON of the row), rows appended one at a time
 * under an advisory lock with `seq` = the previous row's + 1, so the chain is one line without gaps.
 */
export const operatorAudit = pgTable(
  "operator_audit",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    at: at("at").notNull(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id),
    operatorName: varchar("operator_name", { length: 32 }).notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    /** The call's registered path, e.g. /withdrawals/:no/approve. */
    action: varchar("action", { length: 100 }).notNull(),
    target: varchar("target", { length: 100 }).notNull(),
    params: jsonb("params").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** 0 done, else the refusal's envelope status. */
    status: integer("status").notNull(),
    msg: varchar("msg", { length: 300 }).notNull(),
    prevHash: varchar("prev_hash", { length: 64 }).notNull(),
    hash: varchar("hash", { length: 64 }).notNull(),
  },
  (t) => [
    index("operator_audit_operator_idx").on(t.operatorId, t.seq),
    index("operator_audit_action_idx").on(t.action, t.seq),
    index("operator_audit_target_idx").on(t.target, t.seq),
    index("operator_audit_at_idx").on(t.at),
  ],
);

export type AuditRow = typeof operatorAudit.$inferSelect;
