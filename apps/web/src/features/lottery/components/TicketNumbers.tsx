/**
 * A ticket's numbers as written ("DT:01,02#03,04|07"): bankers in brackets, zones after the first in
 * blue when `blueZones` says so, positions separated by a bar.
 */
export function TicketNumbers({ ticket, blueFrom }: { ticket: string; blueFrom?: number }) {
  const body = ticket.slice(ticket.indexOf(":") + 1);
  return (
    <span className="ticket-numbers">
      {body.split("|").map((zone, i) => {
        const [bankers, numbers] = zone.includes("#") ? zone.split("#") : ["", zone];
        const blue = blueFrom !== undefined && i >= blueFrom;
        return (
          <span key={i} className={`ticket-zone${blue ? " ticket-zone-blue" : ""}`}>
            {bankers ? <span className="ticket-bankers">({bankers?.split(",").join(" ")})</span> : null}
            {numbers?.split(",").join(" ")}
          </span>
        );
      })}
    </span>
  );
}
