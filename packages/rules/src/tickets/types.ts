import type { GameEntry, GameFamily } from "../catalogue/games.ts";
import type { Fen } from "../core/money.ts";
import type { TicketRefusalCode } from "./refusals.ts";

/** How one value of a zone is written. */
export type ValueFormat =
  | "ball2" // two digits, zero-padded: "07"
  | "digit" // one digit: "7"
  | "int" // a decimal integer without leading zeros: "14", "0"
  | "token"; // a word from the zone's token table: "DA", "大"

/** The shape and limits of one zone of a play. */
export interface ZoneSpec {
  format: ValueFormat;
  min: number;
  max: number;
  /** Token → value for `token` zones; the first token listed for a value is its canonical spelling. */
  tokens?: Readonly<Record<string, number>>;
  /** Bounds on the count of values when the zone has no bankers. */
  minCount: number;
  maxCount: number;
  /** Present when bankers (胆) may be written: their allowed count and the zone's pick size k. */
  bankers?: { min: number; max: number; pick: number };
}

/** One zone as written by the player: bankers (possibly none) and the other numbers (drags). */
export interface ParsedZone {
  bankers: number[];
  numbers: number[];
}

/** A validated ticket: its play, zones, bet count and the price of one bet in fen. */
export interface ParsedTicket {
  play: string;
  zones: ParsedZone[];
  bets: number;
  unitFen: Fen;
}

/** A validated draw: one array of values per draw zone, in draw order. */
export type ParsedDraw = readonly (readonly number[])[];

/** Rule versions and amounts a caller supplies when pricing winning tickets. */
export interface PrizeOptions {
  /** SSQ rule: "classic" (until issue 2026013) or "2026" (from 2026014, the default). */
  ssqRule?: "classic" | "2026";
  /** SSQ 2026 rule: the 福运奖 special regime is on for this issue (from the official notice). */
  ssqFuyunActive?: boolean;
  /** DLT rule: "2019" (issues 19019–26013) or "2026" (from 26014, the default). */
  dltRule?: "2019" | "2026";
  /** DLT 2026 rule: the jackpot pool was at least 800 million before the draw. */
  dltPoolGe800m?: boolean;
  /** DLT 追加 was bought: tiers "1A"/"2A" are reported beside tiers 1 and 2. */
  addition?: boolean;
  /** Officially announced per-bet amounts of floating tiers, fen, keyed by tier ("1", "2", "1A", "1H"…). */
  floatingFen?: Readonly<Record<string, number>>;
  /** Odds overrides, fen per winning bet of the play's unit, keyed by tier; used for house games and PK10. */
  odds?: Readonly<Record<string, number>>;
}

/** Winning-bet counts per tier for one ticket, and how many of its bets win anything. */
export interface TierHits {
  counts: Map<string, number>;
  winningBets: number;
}

/** One play type of a family: its zones, price, closed-form bet count and prize matching. */
export interface PlayDef {
  code: string;
  name: string;
  zones: readonly ZoneSpec[];
  /** Price of one bet in fen (default 200). */
  unitFen?: number;
  /** Extra whole-ticket checks after every zone passed. */
  validate?(zones: readonly ParsedZone[]): TicketRefusalCode | null;
  /** Number of single bets, closed form. */
  count(zones: readonly ParsedZone[]): number;
  /** Winning bets per tier against a draw. */
  hits(zones: readonly ParsedZone[], draw: ParsedDraw, options: PrizeOptions): TierHits;
  /**
   * For display only: per zone, the drawn values that zone is matched against, when the play looks
   * at some drawn positions only (一星 the units digit, 前二 the first two). Without it hitNumbers
   * matches zone by zone, position by position or against every drawn value.
   */
  comparedWith?(draw: ParsedDraw): readonly (readonly number[])[];
}

/** Context a family receives when it prices a tier. */
export interface TierContext {
  game: GameEntry;
  options: PrizeOptions;
  /** The amount of another tier, after odds overrides (for derived tiers such as "1A" or "4H"). */
  amountOf(tier: string): Fen | null;
}

/** A game family: its plays, its draw format, the amount of each tier and the tier display order. */
export interface FamilyDef {
  family: GameFamily;
  plays: readonly PlayDef[];
  /** Draw zones; digit-style draws may also be written one value per zone. */
  draw: readonly DrawZoneSpec[];
  /** Values must be distinct across all draw zones (e.g. SSQ reds vs nothing, LHC main vs extra). */
  drawDistinctAcrossZones?: boolean;
  /** Fixed amount of a tier in fen for one bet, or null when floating and not known. */
  tierFen(tier: string, ctx: TierContext): Fen | null;
}

/** One zone of a draw. */
export interface DrawZoneSpec {
  format: ValueFormat;
  min: number;
  max: number;
  count: number;
  /** Values within the zone must differ. */
  distinct: boolean;
}
