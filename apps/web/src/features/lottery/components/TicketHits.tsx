import type { TicketResult } from "@lottery/contract";
import { formatYuan } from "../../../lib/money.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { markTicket, tierName, type MarkedBall } from "../logic/order-view.ts";
import { zoneIsBlue } from "../logic/zone-labels.ts";

function Ball({ ball, blue }: { ball: MarkedBall; blue: boolean }) {
  return (
    <span
      className={`ticket-ball ticket-ball-${ball.state}${blue ? " ticket-ball-blue" : ""}`}
      data-state={ball.state}
    >
      {ball.text}
    </span>
  );
}

/** The ticket's prize line: the amount won, 未中奖, a floating amount not yet announced, or nothing before the draw. */
function prizeText(result: TicketResult): string | null {
  const m = lotteryMessages.lottery;
  if (result.tiers === null) return null;
  if (result.prize === null) return m.ticketPrizeFloating;
  return result.prize > 0 ? m.ticketPrize(formatYuan(result.prize)) : m.ticketNoPrize;
}

/**
 * One ticket of an order: play and bets, then its numbers as balls — after the draw the numbers
 * drawn in colour and the others grey — and the winning tiers (1注 × 2倍) with the ticket's prize.
 */
export function TicketHits({
  gameCode,
  result,
  multiple = 1,
}: {
  gameCode: string;
  result: TicketResult;
  /** The order's multiple: tier counts include it, the line says bets × multiple. */
  multiple?: number;
}) {
  const m = lotteryMessages.lottery;
  const zones = markTicket(gameCode, result.play, result.ticket, result.hitNumbers);
  const prize = prizeText(result);
  const won = result.tiers?.filter((t) => t.count > 0) ?? [];
  return (
    <div className="ticket-hits" data-testid="ticket-hits">
      <div className="ticket-hits-head">
        <span>
          {result.playName} {m.betCount(result.bets)}
        </span>
        {prize && <span className={result.prize ? "ticket-hits-won" : "ticket-hits-none"}>{prize}</span>}
      </div>
      <div className="ticket-hits-balls">
        {zones.map((zone, i) => {
          const blue = zoneIsBlue(gameCode, i);
          return (
            <span key={i} className="ticket-hits-zone">
              {zone.bankers.length > 0 && (
                <span className="ticket-hits-bankers">
                  <span className="ticket-hits-mark">{m.bankerMark}</span>
                  {zone.bankers.map((ball, j) => (
                    <Ball key={j} ball={ball} blue={blue} />
                  ))}
                </span>
              )}
              {zone.numbers.map((ball, j) => (
                <Ball key={j} ball={ball} blue={blue} />
              ))}
            </span>
          );
        })}
      </div>
      {won.length > 0 && (
        <div className="ticket-hits-tiers">
          {won.map((t) => m.tierLine(tierName(gameCode, t.tier), t.count / multiple, multiple)).join("，")}
        </div>
      )}
    </div>
  );
}
