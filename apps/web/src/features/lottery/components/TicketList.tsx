import { formatMoney, unitPriceFen } from "@lottery/rules";
import { lotteryMessages } from "../../../messages/lottery.ts";
import type { ListedTicket } from "../logic/ticket-list.ts";
import { zoneIsBlue } from "../logic/zone-labels.ts";
import { TicketNumbers } from "./TicketNumbers.tsx";

export interface TicketListProps {
  gameCode: string;
  list: readonly ListedTicket[];
  onEdit: (ticket: ListedTicket) => void;
  onRemove: (ticket: ListedTicket) => void;
}

/** The bet list: each ticket's numbers, play, bets and price, with edit and delete. */
export function TicketList({ gameCode, list, onEdit, onRemove }: TicketListProps) {
  const m = lotteryMessages.lottery;
  if (list.length === 0) return <p className="ticket-empty">{m.emptyList}</p>;
  const blueFrom = zoneIsBlue(gameCode, 1) ? 1 : zoneIsBlue(gameCode, 6) ? 6 : undefined;
  return (
    <ul className="ticket-list">
      {list.map((t) => (
        <li key={t.id} className="ticket-row" data-testid="ticket-row">
          <div className="ticket-main" onClick={() => onEdit(t)}>
            <TicketNumbers ticket={t.ticket} blueFrom={blueFrom} gameCode={gameCode} />
            <div className="ticket-meta">
              {t.playName} {m.ticketBets(t.bets, formatMoney(t.bets * (unitPriceFen(gameCode, t.play) ?? 0)))}
            </div>
          </div>
          <button type="button" className="ticket-action" onClick={() => onEdit(t)}>
            {m.edit}
          </button>
          <button type="button" className="ticket-action ticket-remove" onClick={() => onRemove(t)}>
            {m.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}
