import {
  issueRuleOptions,
  taxOfTiers,
  prizeTickets,
  type ParsedDraw,
  type ParsedTicket,
  type PrizeOptions,
  type RuleResult,
  type TicketRefusalCode,
} from "@lottery/rules";

/**
 * The one prize computation of number orders: settlement, order detail and the prize calculator all
 * call it, so the calculator answers exactly what an order with the same tickets is paid.
 */

/** What an order (or a calculator query) wins against a draw, already multiplied by the multiple. */
export interface OrderPrize {
  /** Winning tiers: bets × multiple, amount per winning bet in fen (null: floating, not announced). */
  tiers: { tier: string; count: number; amountFen: number | null }[];
  /** Σ count × amount over tiers whose amount is known (before tax). */
  totalFen: number;
  /** Prize tax withheld from totalFen (rules taxOfTiers). */
  taxFen: number;
  /** Some winning tier's amount is still unknown: the order cannot be settled yet. */
  pending: boolean;
}

/** How an order was bought and which issue it is priced for. */
export interface PrizeTerms {
  multiple: number;
  addition: boolean;
  /** The issue (selects the rule version: SSQ classic/2026, DLT 2019/2026); omitted: current rules. */
  issue?: string | undefined;
  /** Announced per-bet amounts (fen) of floating tiers, keyed by tier (lottery_issues.prizes). */
  prizesFen?: Readonly<Record<string, number>> | null | undefined;
}

/** The rules' prize options for an order's terms (house games keep the rules' default odds). */
export function prizeOptionsOf(gameCode: string, terms: PrizeTerms): PrizeOptions {
  return {
    ...(terms.issue ? issueRuleOptions(gameCode, terms.issue) : {}),
    addition: terms.addition,
    floatingFen: terms.prizesFen ?? {},
  };
}

/** Prizes tickets against a draw for an order's terms (rules' prizeTickets, × multiple). */
export function prizeOfOrder(
  gameCode: string,
  tickets: string | readonly ParsedTicket[],
  draw: string | ParsedDraw,
  terms: PrizeTerms,
): RuleResult<OrderPrize, TicketRefusalCode> {
  const result = prizeTickets(gameCode, tickets, draw, prizeOptionsOf(gameCode, terms));
  if (!result.ok) return result;
  return { ok: true, value: scaled(result.value, terms.multiple) };
}

/** What the rules answer for tickets at multiple 1 (before `scaled`). */
export type UnitPrize = Parameters<typeof scaled>[0];

/**
 * prizeOfOrder for the many orders of one issue (settlement): the rules' options built once per 追加
 * flag; answers the prize at multiple 1, which the caller scales by each order's multiple (`scaled`).
 */
export function issuePricer(
  gameCode: string,
  draw: ParsedDraw,
  terms: Omit<PrizeTerms, "multiple" | "addition">,
): (tickets: string, addition: boolean) => RuleResult<UnitPrize, TicketRefusalCode> {
  const plain = prizeOptionsOf(gameCode, { ...terms, multiple: 1, addition: false });
  const added = prizeOptionsOf(gameCode, { ...terms, multiple: 1, addition: true });
  return (tickets, addition) => prizeTickets(gameCode, tickets, draw, addition ? added : plain);
}

/** A multiple-1 prize scaled by the order's multiple. */
export function scaled(
  prize: {
    tiers: { tier: string; count: number; amountFen: number | null }[];
    totalFen: number;
    pending: boolean;
  },
  multiple: number,
): OrderPrize {
  const tiers = prize.tiers.map((t) => ({ tier: t.tier, count: t.count * multiple, amountFen: t.amountFen }));
  return { tiers, totalFen: prize.totalFen * multiple, taxFen: taxOfTiers(tiers), pending: prize.pending };
}
