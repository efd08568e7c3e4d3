import { z } from "zod";
import { MAX_ROW_ID } from "./client-params.ts";
import { moneyRequestIdSchema, yuanAmountSchema } from "./funds.ts";
import { integerParam, pagingParams } from "./params.ts";

/**
 * Instant games (issue 26): per-player provably fair seeds, scratch cards sold for cash from operator
 * batches with a published prize structure, and the slot machine played with points or free chances
 * (prizes in points and red packets, never cash). Paths under /api/Activity, all (T). Money in yuan.
 */

/** The seed pair of the player's plays (GET Activity/FairSeed). */
export interface FairSeedState {
  /** sha256 of the current server seed, committed before any play uses it. */
  seedHash: string;
  clientSeed: string;
  /** The nonce the next play will use. */
  nonce: number;
}
export interface RevealedSeed {
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  /** Plays made with it: nonces 0 … plays − 1. */
  plays: number;
  revealedAt: string;
}
export interface FairSeedModels {
  current: FairSeedState;
  /** Seeds already rotated out, newest first (up to 20). */
  revealed: RevealedSeed[];
}

/** POST Activity/SetClientSeed (T): the client seed of the next plays (nonce restarts at 0 on a new seed pair). */
export const setClientSeedParams = z.object({
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: "客户端种子须为1-32位字母、数字、_或-" }),
});
export type SetClientSeedParams = z.infer<typeof setClientSeedParams>;

/** POST Activity/RotateSeed (T): reveals the current server seed and commits a new one. */
export interface RotateSeedModels {
  revealed: RevealedSeed;
  current: FairSeedState;
}

export const instantGames = ["scratch", "slot", "egg"] as const;
export type InstantGame = (typeof instantGames)[number];

/** GET Activity/FairPlay (T): what a play of the player's drew with, to recompute it. */
export const fairPlayParams = z.object({
  game: z.enum(instantGames, { error: "游戏类型有误" }),
  id: integerParam(1, MAX_ROW_ID, "记录编号有误"),
});
export type FairPlayParams = z.infer<typeof fairPlayParams>;
export interface FairPlayModels {
  game: InstantGame;
  id: number;
  seedHash: string;
  /** Null until the player rotates the seed. */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  /** Scratch: unsold cards of each tier and losing cards left when the card was picked. */
  remaining: number[] | null;
  losingLeft: number | null;
  /** Scratch: the tier picked (-1 no prize); slot: the reel stops; egg: the value below 1000 smashed. */
  outcome: number[];
}

/** A scratch-card product of the lobby (one operator batch). */
export interface ScratchProduct {
  batchId: number;
  name: string;
  price: number;
  topPrize: number;
  /** Unsold cards carrying the top prize. */
  topPrizesLeft: number;
  cardsLeft: number;
  cardCount: number;
  /** Exact return to player of the whole batch, percent. */
  returnPercent: number;
  tiers: { prize: number; count: number; left: number }[];
}

export type ScratchCardState = "bought" | "revealed";
export interface ScratchCardView {
  cardId: number;
  batchId: number;
  name: string;
  price: number;
  /** The prize decided at purchase, yuan (0: no prize); shown under the scratch layer. */
  prize: number;
  state: ScratchCardState;
  orderNo: string;
  boughtAt: string;
  /** When the card is revealed and paid by itself if the player does not scratch it. */
  revealDueAt: string;
}

/** GET Activity/Get_ScratchCard (T): the lobby, or with `cardId` one of the player's cards. */
export const getScratchCardParams = z.object({
  cardId: integerParam(1, MAX_ROW_ID, "刮刮乐编号有误").optional(),
});
export type GetScratchCardParams = z.infer<typeof getScratchCardParams>;
export interface GetScratchCardModels {
  list: ScratchProduct[];
  /** The player's cards not yet revealed (or the one asked for). */
  cards: ScratchCardView[];
}

/** POST Activity/Bet_ScratchCard (T): buys one card of `batchId` for cash, exactly once per requestId. */
export const betScratchCardParams = z.object({
  batchId: integerParam(1, MAX_ROW_ID, "刮刮乐批次有误"),
  requestId: moneyRequestIdSchema,
});
export type BetScratchCardParams = z.infer<typeof betScratchCardParams>;
export interface BetScratchCardModels {
  card: ScratchCardView;
  /** Cash after the purchase, yuan. */
  balance: number;
}

/** POST Activity/Prize_ScratchCard (T): reveals a card and pays its prize (once). */
export const prizeScratchCardParams = z.object({
  cardId: integerParam(1, MAX_ROW_ID, "刮刮乐编号有误"),
});
export type PrizeScratchCardParams = z.infer<typeof prizeScratchCardParams>;
export interface PrizeScratchCardModels {
  card: ScratchCardView;
  balance: number;
}

/** Small games played with points or free chances: the slot machine and 砸金蛋 (the golden egg, /betRecordDGG). */
export const smallGames = ["slot", "egg"] as const;
export type SmallGame = (typeof smallGames)[number];
const smallGameSchema = z.enum(smallGames, { error: "游戏类型有误" });

/** One line of a small game's published paytable (slot: a line of symbols; egg: a prize in the egg). */
export interface SlotPaytableLine {
  code: string;
  name: string;
  symbols: string[];
  multiple: number;
  redPacket: boolean;
  /** Exact probability: chances in `outcomes`. */
  chances: number;
}

/** GET Activity/CheckSmallGameQualify (T): points, free chances left today and why, the paytable. */
export const checkSmallGameQualifyParams = z.object({ game: smallGameSchema.default("slot") });
export interface SmallGameQualifyModels {
  game: SmallGame;
  points: number;
  chances: number;
  reasons: { text: string; chances: number; earned: boolean }[];
  minStake: number;
  maxStake: number;
  /** A free chance plays as this stake of points. */
  chanceStake: number;
  paytable: SlotPaytableLine[];
  outcomes: number;
  returnPercent: number;
  /** The red packet of the top line, yuan. */
  redPacket: number;
  /** Slot: the symbols of the strip every reel turns; egg: empty. */
  strip: string[];
  /** Eggs to pick from (egg; 0 for the slot). */
  choices: number;
}

/**
 * POST Activity/Bet_SmallGame (T): one play of `game` (a slot spin, or smashing egg `choice` 0-2),
 * with `stake` points or a free chance (`useChance` 1).
 */
export const betSmallGameParams = z
  .object({
    game: smallGameSchema.default("slot"),
    stake: integerParam(1, 100, "投注积分须为1-100的整数").optional(),
    useChance: z.enum(["0", "1"], { error: "免费次数参数有误" }).default("0"),
    choice: integerParam(0, 2, "金蛋序号须为0-2").optional(),
    requestId: moneyRequestIdSchema,
  })
  .refine((p) => p.useChance === "1" || p.stake !== undefined, {
    error: "请填写投注积分",
    path: ["stake"],
  })
  .refine((p) => p.game !== "egg" || p.choice !== undefined, {
    error: "请选择一个金蛋",
    path: ["choice"],
  });
export type BetSmallGameParams = z.infer<typeof betSmallGameParams>;
export interface SmallGamePlay {
  playId: number;
  game: SmallGame;
  gameName: string;
  stake: number;
  usedChance: boolean;
  /** Slot: the reel stops; egg: the value smashed (below 1000). */
  stops: number[];
  /** Slot: the symbols the reels show; egg: empty. */
  symbols: string[];
  /** Egg: the egg picked (0-2); slot: null. */
  choice: number | null;
  line: string | null;
  lineName: string | null;
  prizePoints: number;
  /** Red packet won, yuan (0 none). */
  redPacket: number;
  nonce: number;
  time: string;
}
export interface BetSmallGameModels {
  play: SmallGamePlay;
  points: number;
  chances: number;
}

/** GET Activity/SmallGameOrderRecordList (T): the player's plays, newest first; `game` keeps one game's. */
export const smallGameRecordParams = pagingParams.extend({ game: smallGameSchema.optional() });

/** Operator: a new scratch-card batch (POST /admin/api/instant/scratch-batches). Tiers best first. */
export const scratchBatchCreateParams = z.object({
  name: z.string().trim().min(1, { error: "请填写名称" }).max(40, { error: "名称最多40个字" }),
  price: yuanAmountSchema,
  cardCount: integerParam(1, 10_000_000, "张数须为1-10000000的整数"),
  tiers: z
    .array(
      z.object({
        prize: yuanAmountSchema,
        count: integerParam(1, 10_000_000, "奖级张数须为正整数"),
      }),
      { error: "奖级有误" },
    )
    .min(1, { error: "至少设置一个奖级" })
    .max(12, { error: "最多12个奖级" }),
  revealMinutes: integerParam(1, 10_080, "自动开奖时间须为1-10080分钟").default(1440),
});
export type ScratchBatchCreateParams = z.infer<typeof scratchBatchCreateParams>;

/** Operator: stop or resume the sale of a batch. */
export const scratchBatchEnableParams = z.object({
  batchId: integerParam(1, MAX_ROW_ID, "批次编号有误"),
  enabled: z.boolean({ error: "开关须为true或false" }),
});

/** One batch as the console lists it: terms, sales and prizes paid. */
export interface ScratchBatchConsoleRow extends ScratchProduct {
  enabled: boolean;
  sold: number;
  /** Sales and prizes decided so far, yuan. */
  sales: number;
  prizesDecided: number;
  revealMinutes: number;
  createdAt: string;
}

/** A small game's published terms, as anyone may read them (no player data). */
export type SlotPublicTerms = Omit<SmallGameQualifyModels, "game" | "points" | "chances" | "reasons">;

/** GET Activity/FairTables (public, no login): every instant game's published prize tables. */
export const fairTablesParams = z.object({});
export type FairTablesParams = z.infer<typeof fairTablesParams>;
export interface FairTablesModels {
  /** The scratch batches on sale with their exact tiers and return to player. */
  scratch: ScratchProduct[];
  /** The slot paytable with each line's exact chances and the return to player. */
  slot: SlotPublicTerms;
  /** The golden egg's prize table with each prize's exact chances and the return to player. */
  egg: SlotPublicTerms;
}
