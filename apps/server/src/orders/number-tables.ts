import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";

/**
 * What a public number names: an order, a chase, a group-purchase scheme, a released ticket, a
 * recharge order or a withdrawal.
 */
export const numberKinds = ["order", "chase", "scheme", "release", "recharge", "withdraw"] as const;
export type NumberKind = (typeof numberKinds)[number];

/**
 * Who owns each public number (issue 30). Orders, chases, schemes, releases, recharge orders and
 * withdrawals key by (user_id, id) and their numbers are unique per player in their own table; this
 * table keeps each number unique across players (the console, the journals' refs, shared links and
 * the payment provider's callbacks name it alone) and answers whose it is. On a distributed PostgreSQL it is distributed by `number` (db/distribution.ts
 * LOOKUP_TABLES), so it holds no foreign key: the row is claimed in the transaction that inserts
 * the numbered row (orders/numbers.ts `claimNumber`).
 */
export const numberOwners = pgTable(
  "number_owners",
  {
    kind: varchar("kind", { length: 8 }).notNull(),
    number: varchar("number", { length: 32 }).notNull(),
    /** The owner's player id (users.id; no foreign key, see above). */
    userId: integer("user_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "number_owners_pkey", columns: [t.kind, t.number] }),
    check(
      "number_owners_kind_known",
      sql`${t.kind} in ('order', 'chase', 'scheme', 'release', 'recharge', 'withdraw')`,
    ),
  ],
);
