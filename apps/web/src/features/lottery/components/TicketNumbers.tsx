import { valueWord } from "../logic/fast-values.ts";

/**
 * A ticket's numbers as written ("DT:01,02#03,04|07"): bankers in brackets, zones after the first in
 * blue when `blueZones` says so, positions separated by a bar; with `gameCode`, fast-draw words read
 * in Chinese (DA → 大, 鱼虾蟹 1 → 鱼).
 */
export function TicketNumbers({
  ticket,
  blueFrom,
  gameCode,
}: {
  ticket: string;
  blueFrom?: number;
  gameCode?: string;
}) {
  const body = ticket.slice(ticket.indexOf(":") + 1);
  const words = (list: string) =>
    list
      .split(",")
      .map((v) => (gameCode ? valueWord(gameCode, v) : v))
      .join(" ");
  return (
    <span className="ticket-numbers">
      {body.split("|").map((zone, i) => {
        const [bankers, numbers] = zone.includes("#") ? zone.split("#") : ["", zone];
        const blue = blueFrom !== undefined && i >= blueFrom;
        return (
          <span key={i} className={`ticket-zone${blue ? " ticket-zone-blue" : ""}`}>
            {bankers ? <span className="ticket-bankers">({words(bankers)})</span> : null}
            {words(numbers ?? "")}
          </span>
        );
      })}
    </span>
  );
}
