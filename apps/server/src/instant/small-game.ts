import { assertNotOnBreak } from "../safety/gate.ts";
import { and, count, desc, eq, gte } from "drizzle-orm";
import { fenToYuan, playRandom } from "@lottery/rules";
import {
  Msg,
  type BetSmallGameModels,
  type BetSmallGameParams,
  type Paged,
  type SmallGame,
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
import { SLOT_TERMS } from "./slot-terms.ts";
import { SMALL_GAMES, publishedTerms } from "./small-games.ts";
import { smallGamePlays, type SmallGamePlayRow } from "./tables.ts";

interface ChanceReason {
  text: string;
  chances: number;
  earned: boolean;
}

/**
 * Today's free chances: why each is earned, and how many are left after the chances used today. The
 * chances of a day are shared by every small game (a free chance used on the egg is gone for the slot).
 */
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

/** GET Activity/CheckSmallGameQualify: points, free chances left today and why, and the game's published terms. */
export async function smallGameQualify(
  db: Db,
  userId: number,
  game: SmallGame,
  now: Date,
): Promise<SmallGameQualifyModels> {
  const { left, reasons } = await chancesOf(db, userId, now);
  return {
    game,
    points: await playerBalance(db, userId, "points"),
    chances: left,
    reasons,
    ...publishedTerms(game),
  };
}

const gameOf = (row: SmallGamePlayRow): SmallGame => (row.game === "egg" ? "egg" : "slot");

/** A play as records and the play answer show it. */
export function playOf(row: SmallGamePlayRow): SmallGamePlay {
  const game = gameOf(row);
  const rules = SMALL_GAMES[game];
  return {
    playId: row.id,
    game,
    gameName: rules.name,
    stake: row.stake,
    usedChance: row.usedChance,
    stops: row.stops,
    symbols: rules.symbolsOf(row.stops),
    choice: row.choice,
    line: row.line,
    lineName: row.line ? rules.prizeName(row.line) : null,
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
 * POST Activity/Bet_SmallGame: one play of a small game (a slot spin, an egg smashed), exactly once
 * per requestId. In one transaction under the player's lock, refused on a safer-play break: a free
 * chance must be left today (else 暂无免费次数), or the stake of points must be there (else 积分不足)
 * and is taken (points_game, key `instant:<game>:<player>:<requestId>`); the outcome is drawn with the
 * player's next nonce; the prize's points are paid (points_game_prize, key `…:prize`) and the top
 * prize's red packet put in the bag. Never cash.
 */
export async function betSmallGame(
  db: Db,
  userId: number,
  params: BetSmallGameParams,
  now: Date,
): Promise<BetSmallGameModels> {
  const game = params.game;
  const rules = SMALL_GAMES[game];
  const useChance = params.useChance === "1";
  const stake = useChance ? rules.terms.chanceStake : (params.stake ?? 0);
  const choice = game === "egg" ? (params.choice ?? 0) : null;
  // The slot's hash is unchanged from before the egg, so replays of older spins still match.
  const requestHash = requestHashOf(
    choice === null ? { game, stake, useChance } : { game, stake, useChance, choice },
  );
  const earlier = await playByRequest(db, userId, params.requestId);
  if (earlier) return answerOf(db, earlier, requestHash, now);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const twin = await playByRequest(tx, userId, params.requestId);
    if (twin) return answerOf(tx, twin, requestHash, now);
    await assertNotOnBreak(tx, userId, now);
    const key = `instant:${game}:${userId}:${params.requestId}`;
    await takeStake(tx, userId, useChance, stake, key, rules.stakeMemo, now);
    const seed = await nextPlaySeed(tx, userId, now);
    const stops = rules.draw(playRandom(seed.serverSeed, seed.clientSeed, seed.nonce));
    const line = rules.prizeOf(stops);
    const prizePoints = line ? line.multiple * stake : 0;
    const [row] = await tx
      .insert(smallGamePlays)
      .values({
        userId,
        game,
        requestId: params.requestId,
        requestHash,
        stake,
        usedChance: useChance,
        day: chinaDay(now),
        seedId: seed.seedId,
        nonce: seed.nonce,
        stops,
        choice,
        line: line?.code ?? null,
        prizePoints,
        packetFen: line?.redPacket ? rules.terms.redPacketFen : 0,
        at: now,
      })
      .returning();
    if (!row) throw new Error("the play was not recorded");
    const lineName = line ? rules.prizeName(line.code) : "";
    if (prizePoints > 0)
      await postPoints(tx, {
        userId,
        delta: prizePoints,
        kind: "points_game_prize",
        key: `${key}:prize`,
        memo: rules.prizeMemo(lineName),
        ref: { type: "small_game", id: String(row.id) },
        at: now,
      });
    const paid = line?.redPacket ? await payPacket(tx, game, userId, row.id, now) : row;
    return {
      play: playOf(paid),
      points: await playerBalance(tx, userId, "points"),
      chances: (await chancesOf(tx, userId, now)).left,
    };
  });
}

/** A free chance must be left today, or the stake of points is taken (积分不足 when not there). */
async function takeStake(
  tx: Tx,
  userId: number,
  useChance: boolean,
  stake: number,
  key: string,
  memo: string,
  now: Date,
) {
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
    memo,
    at: now,
  });
}

/** The top prize's red packet (bet credit, via the bag), recorded on the play. */
async function payPacket(
  tx: Tx,
  game: SmallGame,
  userId: number,
  playId: number,
  now: Date,
): Promise<SmallGamePlayRow> {
  const { terms, packetName } = SMALL_GAMES[game];
  const itemId = await grantItem(tx, {
    userId,
    kind: "red_packet",
    name: packetName(String(fenToYuan(terms.redPacketFen))),
    valueFen: terms.redPacketFen,
    source: "small_game",
    sourceRef: `${game}:${playId}`,
    validDays: terms.redPacketValidDays,
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

/** GET Activity/SmallGameOrderRecordList: the player's own plays (of one game when asked), newest first. */
export async function smallGameRecords(
  db: Db,
  userId: number,
  params: { pageIndex: number; pageSize: number; game?: SmallGame | undefined },
): Promise<Paged<SmallGamePlay>> {
  const where = and(
    eq(smallGamePlays.userId, userId),
    params.game ? eq(smallGamePlays.game, params.game) : undefined,
  );
  const rows = await onePage(
    db.select().from(smallGamePlays).where(where).orderBy(desc(smallGamePlays.id)).$dynamic(),
    params,
  );
  return { list: rows.map(playOf), total: await countWhere(db, smallGamePlays, where) };
}
