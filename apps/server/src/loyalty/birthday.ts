import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { chinaDay } from "../domain/china-time.ts";
import { grantItem } from "./inventory.ts";
import { lockMember } from "./member.ts";
import { loyaltySettings, ruleOf } from "./settings.ts";
import { inventoryItems, loyaltyMembers } from "./tables.ts";

/** Birthday packets stay usable this many days. */
export const BIRTHDAY_PACKET_DAYS = 30;
const BATCH = 200;

/** The birth month-days celebrated on `day` (YYYY-MM-DD): 29 February falls on 28 February in other years. */
export function birthdaysOn(day: string): string[] {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === "02-28" && !leap ? ["02-28", "02-29"] : [monthDay];
}

/**
 * The birthday red packet (生日红包) of each level's privilege, once a year: on the player's birthday
 * (China date; the month-day read from the ID number at real-name verification), a packet of the
 * level's `birthdayPacketFen` in the bag (source birthday, ref `birthday:<year>`: the bag's unique
 * source makes a second pass grant nothing) with its credit posted. Players of a level paying none, or
 * banned, get nothing. One transaction per player, so a crash half-way loses nothing on the rerun.
 * Answers how many packets were granted.
 */
export async function payBirthdayPackets(db: Db, now: Date): Promise<number> {
  const settings = await loyaltySettings(db);
  const top = settings.levels.length - 1;
  const paying = settings.levels.filter((rule) => rule.birthdayPacketFen > 0).map((rule) => rule.level);
  if (paying.length === 0) return 0;
  // A level above the table reads as its top level (ruleOf).
  const level = sql<number>`least(coalesce(${loyaltyMembers.level}, 0), ${top})`;
  const today = chinaDay(now);
  const sourceRef = `birthday:${today.slice(0, 4)}`;
  const due = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(loyaltyMembers, eq(loyaltyMembers.userId, users.id))
    .where(
      and(
        inArray(users.birthMonthDay, birthdaysOn(today)),
        inArray(level, paying),
        eq(users.banned, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(inventoryItems)
            .where(
              and(
                eq(inventoryItems.userId, users.id),
                eq(inventoryItems.source, "birthday"),
                eq(inventoryItems.sourceRef, sourceRef),
              ),
            ),
        ),
      ),
    )
    .orderBy(users.id)
    .limit(BATCH);
  let granted = 0;
  for (const { id } of due) {
    const paid = await db.transaction(async (tx) => {
      const member = await lockMember(tx, id, now, settings);
      const valueFen = ruleOf(settings, member.level).birthdayPacketFen;
      if (valueFen <= 0) return false;
      // Under the member's lock: a concurrent pass that granted it first leaves nothing to count.
      const [had] = await tx
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(
          and(
            eq(inventoryItems.userId, id),
            eq(inventoryItems.source, "birthday"),
            eq(inventoryItems.sourceRef, sourceRef),
          ),
        );
      if (had) return false;
      await grantItem(tx, {
        userId: id,
        kind: "red_packet",
        name: Msg.loyalty.birthdayPacketName(String(fenToYuan(valueFen))),
        valueFen,
        source: "birthday",
        sourceRef,
        validDays: BIRTHDAY_PACKET_DAYS,
        now,
      });
      return true;
    });
    if (paid) granted += 1;
  }
  return granted;
}
