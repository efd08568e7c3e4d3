// Public surface of the number-game and fast-draw rules (tickets grammar, counting, prizes, house draws).
export { TICKET_REFUSALS, ticketRefusal, type TicketRefusal, type TicketRefusalCode } from "./refusals.ts";
export type {
  DrawZoneSpec,
  FamilyDef,
  ParsedDraw,
  ParsedTicket,
  ParsedZone,
  PlayDef,
  PrizeOptions,
  TierContext,
  TierHits,
  ValueFormat,
  ZoneSpec,
} from "./types.ts";
export {
  MAX_TICKETS,
  MAX_TICKETS_TEXT,
  splitTickets,
  splitZones,
  type RawTicket,
  type RawZone,
} from "./grammar.ts";
export {
  countTickets,
  DEFAULT_MAX_BETS,
  formatDraw,
  formatTickets,
  oddsConfigurable,
  parseDraw,
  playsOf,
  prizeTickets,
  supportsAddition,
  ticketCostFen,
  unitPriceFen,
  type CountedTickets,
  type PrizeResult,
  type TierPrize,
} from "./engine.ts";
export { familyRules, gameRules } from "./registry.ts";
export { classDistribution, type ClassCount } from "../number/lotto.ts";
export { digitSumWays } from "../number/digits.ts";
export { ssqTier } from "../number/ssq.ts";
export { dltTier } from "../number/dlt.ts";
export { qlcTier } from "../number/qlc.ts";
export { HOUSE_LHC_FIXED_YUAN, LHC_FIXED_YUAN, lhcDivision } from "../number/lhc.ts";
export { qxcTier, XQXC_FIXED_YUAN } from "../number/qxc.ts";
export { SSC_PRIZE_YUAN } from "../fast/ssc.ts";
export { X115_PRIZE_YUAN } from "../fast/x115.ts";
export { k3SumOutcomes, K3_PRIZE_YUAN } from "../fast/k3.ts";
export { gyhAttributes, PK10_DEFAULT_ODDS_FEN } from "../fast/pk10.ts";
export { LYB_DEFAULT_ODDS_FEN, LYB_PICTURES } from "../fast/lyb.ts";
export { SLM_DEFAULT_ODDS_FEN, slmOutcome, SLM_TOKENS } from "../fast/slm.ts";
export { DXDS_TOKENS, LH_TOKENS, TX_TOKENS } from "../fast/tokens.ts";
export { drawHouseNumbers, type RandomInt } from "../fast/house-draw.ts";
export { issueRuleOptions } from "./rule-versions.ts";
export { hitNumbers } from "./hit-numbers.ts";
