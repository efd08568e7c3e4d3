import { assertNotOnBreak } from "../safety/gate.ts";
import { and, count, desc, eq, gte } from "drizzle-orm";
import { fenToYuan, playRandom, slotLineOf, slotSpin, slotSymbolsAt } from "@lottery/rules";
import {
  Msg,
  type BetSmallGameModels,
  type BetSmallGameParams,
  type Paged,
  type SmallGamePlay,
  type SmallGameQualifyModels,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { countWhere, onePage } from "../db/paging.ts";
import { chinaDay, chinaDayStart, chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { grantItem } from "../loyalty/inventory.ts";
import { playerBalance, postPoints } from "../loyalty/points.ts";
import { checkins } from "../loyalty/tables.ts";
import { lockPlayer } from "../orders/place.ts";
import { orders } from "../orders/tables.ts";
import { nextPlaySeed } from "./seeds.ts";
import { SLOT_PUBLIC, SLOT_TERMS } from "./slot-terms.ts";
import { smallGamePlays, type SmallGamePlayRow } from "./tables.ts";

interface ChanceReason {
  text: string;
  chances: number;
  earned: boolean;
}

/** Today's free chances: why each is earned, and how many are left after the chances used today. */
async function chancesOf(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<{ left: number; reasons: ChanceReason[] }> {
  const day = chinaDay(now);
  const [signed] = await q
    .select({ n: count() })
    .from(checkins)
    .where(and(eq(checkins.userId, userId), eq(checkins.day, day)));
  const [betToday] = await q
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.placedAt, chinaDayStart(now))));
  const reasons: ChanceReason[] = [
    { text: Msg.instant.chanceReasons.daily, chances: SLOT_TERMS.dailyChances, earned: true },
    {
      text: Msg.instant.chanceReasons.checkin,
      chances: SLOT_TERMS.checkinChances,
      earned: (signed?.n ?? 0) > 0,
    },
    { text: Msg.instant.chanceReasons.bet, chances: SLOT_TERMS.betChances, earned: (betToday?.n ?? 0) > 0 },
  ];
  const [used] = await q
    .select({ n: count() })
    .from(smallGamePlays)
    .where(
      and(
        eq(smallGamePlays.userId, userId),
        eq(smallGamePlays.day, day),
        eq(smallGamePlays.usedChance, true),
      ),
    );
  const earned = reasons.reduce((sum, r) => sum + (r.earned ? r.chances : 0), 0);
  return { left: Math.max(0, earned - (used?.n ?? 0)), reasons };
}

/** GET Activity/CheckSmallGameQualify: points, free chances left today and why, and the published terms. */
export async function smallGameQualify(db: Db, userId: number, now: Date): Promise<SmallGameQualifyModels> {
  const { left, reasons } = await chancesOf(db, userId, now);
  return {
    game: "slot",
    points: await playerBalance(db, userId, "points"),
    chances: left,
    reasons,
    ...SLOT_PUBLIC,
  };
}

/** A play as records and the spin answer show it. */
export function playOf(row: SmallGamePlayRow): SmallGamePlay {
  return {
    playId: row.id,
    game: "slot",
    gameName: Msg.instant.slotName,
    stake: row.stake,
    usedChance: row.usedChance,
    stops: row.stops,
    symbols: slotSymbolsAt(row.stops),
    line: row.line,
    lineName: row.line ? (Msg.instant.slotLineNames[row.line] ?? null) : null,
    prizePoints: row.prizePoints,
    redPacket: fenToYuan(row.packetFen),
    nonce: row.nonce,
    time: chinaTimeIso(row.at),
  };
}

async function playByRequest(q: Queryable, userId: number, requestId: string) {
  const [row] = await q
    .select()
    .from(smallGamePlays)
    .where(and(eq(smallGamePlays.userId, userId), eq(smallGamePlays.requestId, requestId)));
  return row;
}

async function answerOf(q: Queryable, row: SmallGamePlayRow, requestHash: string, now: Date) {
  if (row.requestHash !== requestHash) throw refuse("requestIdReused");
  return {
    play: playOf(row),
    points: await playerBalance(q, row.userId, "points"),
    chances: (await chancesOf(q, row.userId, now)).left,
  };
}

/**
 * POST Activity/Bet_SmallGame: one spin, exactly once per requestId. In one transaction under the
 * player's lock: a free chance must be left today (else 暂无免费次数), or the stake of points must be
 * there (else 积分不足) and is taken (points_game, key `instant:slot:<player>:<requestId>`); the
 * reels stop by the player's next nonce; the line's points are paid (points_game_prize, key
 * `…:prize`) and the top line's red packet put in the bag. Never cash.
 */
export async function betSmallGame(
  db: Db,
  userId: number,
  params: BetSmallGameParams,
  now: Date,
): Promise<BetSmallGameModels> {
  const useChance = params.useChance === "1";
  const stake = useChance ? SLOT_TERMS.chanceStake : (params.stake ?? 0);
  const requestHash = requestHashOf({ game: params.game, stake, useChance });
  const earlier = await playByRequest(db, userId, params.requestId);
  if (earlier) return answerOf(db, earlier, requestHash, now);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const twin = await playByRequest(tx, userId, params.requestId);
    if (twin) return answerOf(tx, twin, requestHash, now);
    await assertNotOnBreak(tx, userId, now);
    const key = `instant:slot:${userId}:${params.requestId}`;
    await takeStake(tx, userId, useChance, stake, key, now);
    const seed = await nextPlaySeed(tx, userId, now);
    const stops = slotSpin(playRandom(seed.serverSeed, seed.clientSeed, seed.nonce));
    const line = slotLineOf(slotSymbolsAt(stops));
    const prizePoints = line ? line.multiple * stake : 0;
    const [row] = await tx
      .insert(smallGamePlays)
      .values({
        userId,
        game: "slot",
        requestId: params.requestId,
        requestHash,
        stake,
        usedChance: useChance,
        day: chinaDay(now),
        seedId: seed.seedId,
        nonce: seed.nonce,
        stops,
        line: line?.code ?? null,
        prizePoints,
        packetFen: line?.redPacket ? SLOT_TERMS.redPacketFen : 0,
        at: now,
      })
      .returning();
    if (!row) throw new Error("the play was not recorded");
    const lineName = line ? (Msg.instant.slotLineNames[line.code] ?? line.code) : "";
    if (prizePoints > 0)
      await postPoints(tx, {
        userId,
        delta: prizePoints,
        kind: "points_game_prize",
        key: `${key}:prize`,
        memo: Msg.instant.slotPrizeMemo(lineName),
        ref: { type: "small_game", id: String(row.id) },
        at: now,
      });
    const paid = line?.redPacket ? await payPacket(tx, userId, row.id, now) : row;
    return {
      play: playOf(paid),
      points: await playerBalance(tx, userId, "points"),
      chances: (await chancesOf(tx, userId, now)).left,
    };
  });
}

/** A free chance must be left today, or the stake of points is taken (积分不足 when not there). */
async function takeStake(tx: Tx, userId: number, useChance: boolean, stake: number, key: string, now: Date) {
  if (useChance) {
    if ((await chancesOf(tx, userId, now)).left < 1) throw refuse("instant.noChances");
    return;
  }
  if ((await playerBalance(tx, userId, "points")) < stake) throw refuse("instant.notEnoughPoints");
  await postPoints(tx, {
    userId,
    delta: -stake,
    kind: "points_game",
    key,
    memo: Msg.instant.slotStakeMemo,
    at: now,
  });
}

/** The top line's red packet (bet credit, via the bag), recorded on the play. */
async function payPacket(tx: Tx, userId: number, playId: number, now: Date): Promise<SmallGamePlayRow> {
  const itemId = await grantItem(tx, {
    userId,
    kind: "red_packet",
    name: Msg.instant.slotPacketName(String(fenToYuan(SLOT_TERMS.redPacketFen))),
    valueFen: SLOT_TERMS.redPacketFen,
    source: "small_game",
    sourceRef: `slot:${playId}`,
    validDays: SLOT_TERMS.redPacketValidDays,
    now,
  });
  const [row] = await tx
    .update(smallGamePlays)
    .set({ itemId })
    .where(eq(smallGamePlays.id, playId))
    .returning();
  if (!row) throw new Error(`play ${playId} vanished`);
  return row;
}

/** GET Activity/SmallGameOrderRecordList: the player's own plays, newest first. */
export async function smallGameRecords(
  db: Db,
  userId: number,
  params: { pageIndex: number; pageSize: number },
): Promise<Paged<SmallGamePlay>> {
  const where = eq(smallGamePlays.userId, userId);
  const rows = await onePage(
    db.select().from(smallGamePlays).where(where).orderBy(desc(smallGamePlays.id)).$dynamic(),
    params,
  );
  return { list: rows.map(playOf), total: await countWhere(db, smallGamePlays, where) };
}
