import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  Msg,
  type InventoryItem,
  type InventoryParams,
  type ItemSource,
  type ItemState,
  type Paged,
  type ProductKind,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { postJournal } from "../wallet/ledger.ts";
import { houseAccount, playerAccount, SYSTEM_SCOPE } from "../wallet/posting.ts";
import { inventoryItems } from "./tables.ts";

const DAY_MS = 86_400_000;

export interface NewItem {
  userId: number;
  kind: ProductKind;
  name: string;
  /** A red packet's value in fen; null for a card. */
  valueFen: number | null;
  source: ItemSource;
  /** Unique per player and source: a repeat grants nothing. */
  sourceRef: string;
  validDays: number;
  now: Date;
}

/**
 * Puts an item in the player's bag, once per (source, sourceRef). A red packet's credit is posted at
 * once (house `credit` → the player's bet-only `credit` account, key `loyalty:packet:<item>`): the
 * bag row tells which packet the credit belongs to. Answers the item's id (the existing one on a repeat).
 */
export async function grantItem(tx: Tx, item: NewItem): Promise<number> {
  const [row] = await tx
    .insert(inventoryItems)
    .values({
      userId: item.userId,
      kind: item.kind,
      name: item.name,
      valueFen: item.valueFen,
      remainingFen: item.valueFen,
      source: item.source,
      sourceRef: item.sourceRef,
      acquiredAt: item.now,
      expiresAt: new Date(item.now.getTime() + item.validDays * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: inventoryItems.id });
  if (!row) return existingItem(tx, item);
  if (item.kind === "red_packet" && item.valueFen) {
    await postJournal(tx, {
      scope: SYSTEM_SCOPE,
      key: `loyalty:packet:${row.id}`,
      requestHash: requestHashOf({ item: row.id, valueFen: item.valueFen }),
      kind: "credit_grant",
      lines: [
        { account: playerAccount(item.userId, "credit"), amountFen: item.valueFen },
        { account: houseAccount("credit", item.userId), amountFen: -item.valueFen },
      ],
      ref: { type: "packet", id: String(row.id) },
      memo: Msg.loyalty.packetMemo(item.name),
      at: item.now,
    });
  }
  return row.id;
}

async function existingItem(tx: Tx, item: NewItem): Promise<number> {
  const [row] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.userId, item.userId),
        eq(inventoryItems.source, item.source),
        eq(inventoryItems.sourceRef, item.sourceRef),
      ),
    );
  if (!row) throw new Error("a granted item vanished");
  return row.id;
}

function usable(userId: number, kind: ProductKind, now: Date) {
  return and(
    eq(inventoryItems.userId, userId),
    eq(inventoryItems.kind, kind),
    eq(inventoryItems.state, "usable"),
    or(isNull(inventoryItems.expiresAt), gt(inventoryItems.expiresAt, now)),
  );
}

/** Make-up cards the player can use now. */
export async function usableCards(q: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(inventoryItems)
    .where(usable(userId, "makeup_card", now));
  return row?.n ?? 0;
}

/** Uses the make-up card expiring first (locked), or refuses 没有可用的补签卡. */
export async function consumeCard(tx: Tx, userId: number, now: Date): Promise<void> {
  const [card] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(usable(userId, "makeup_card", now))
    .orderBy(asc(inventoryItems.expiresAt), asc(inventoryItems.id))
    .limit(1)
    .for("update");
  if (!card) throw refuse("loyalty.noMakeUpCard");
  await tx.update(inventoryItems).set({ state: "used", usedAt: now }).where(eq(inventoryItems.id, card.id));
}

/** The bag, newest first; an unused item past its expiry reads as expired. */
export async function inventoryList(
  q: Queryable,
  userId: number,
  params: InventoryParams,
  now: Date,
): Promise<Paged<InventoryItem>> {
  const state = sql<ItemState>`case when ${inventoryItems.state} = 'usable'
    and ${inventoryItems.expiresAt} <= ${now} then 'expired' else ${inventoryItems.state} end`;
  const where = and(
    eq(inventoryItems.userId, userId),
    params.state ? sql`${state} = ${params.state}` : undefined,
  );
  const rows = await q
    .select({ item: inventoryItems, state })
    .from(inventoryItems)
    .where(where)
    .orderBy(desc(inventoryItems.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await q.select({ n: count() }).from(inventoryItems).where(where);
  return { list: rows.map(({ item, state }) => itemOf(item, state)), total: total?.n ?? 0 };
}

function itemOf(item: typeof inventoryItems.$inferSelect, state: ItemState): InventoryItem {
  const source = item.source as ItemSource;
  return {
    id: item.id,
    kind: item.kind as ProductKind,
    name: item.name,
    value: item.valueFen === null ? null : fenToYuan(item.valueFen),
    remaining: item.remainingFen === null ? null : fenToYuan(item.remainingFen),
    source,
    sourceText: Msg.loyalty.itemSources[source],
    state,
    stateText: Msg.loyalty.itemStates[state],
    acquiredAt: chinaTimeIso(item.acquiredAt),
    expiresAt: item.expiresAt ? chinaTimeIso(item.expiresAt) : null,
  };
}

/**
 * Red packets past their expiry with credit left: each marked expired and its remaining credit taken
 * back (player `credit` → house `credit`, key `loyalty:packet-expire:<item>`), one transaction each,
 * so a rerun after a crash finds only the packets not yet done. Answers how many expired.
 */
export async function expirePackets(db: Db, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.kind, "red_packet"),
        eq(inventoryItems.state, "usable"),
        lte(inventoryItems.expiresAt, now),
      ),
    )
    .orderBy(asc(inventoryItems.id))
    .limit(limit);
  for (const { id } of due) await db.transaction((tx) => expirePacket(tx, id, now));
  return due.length;
}

async function expirePacket(tx: Tx, id: number, now: Date): Promise<void> {
  const [item] = await tx.select().from(inventoryItems).where(eq(inventoryItems.id, id)).for("update");
  if (!item || item.state !== "usable") return;
  await tx.update(inventoryItems).set({ state: "expired", remainingFen: 0 }).where(eq(inventoryItems.id, id));
  const left = item.remainingFen ?? 0;
  if (left <= 0) return;
  await postJournal(tx, {
    scope: SYSTEM_SCOPE,
    key: `loyalty:packet-expire:${id}`,
    requestHash: requestHashOf({ item: id, left }),
    kind: "credit_expire",
    lines: [
      { account: playerAccount(item.userId, "credit"), amountFen: -left },
      { account: houseAccount("credit", item.userId), amountFen: left },
    ],
    ref: { type: "packet", id: String(id) },
    memo: Msg.loyalty.packetExpiredMemo(item.name),
    at: now,
  });
}
