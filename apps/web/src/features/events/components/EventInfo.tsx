import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import type { EventPageModels, EventSummary } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { loginPathFor } from "../../../lib/paths.ts";
import { eventsMessages as m } from "../../../messages/events.ts";

/** The event's banner: title, phase, window, and the caller's standing (or a login hint). */
export function EventBanner({ data }: { data: EventPageModels }) {
  const navigate = useNavigate();
  const { event, mine } = data;
  return (
    <div className={`ssjc-banner event-banner event-banner-${event.kind}`}>
      <div className="ssjc-banner-title">
        {event.title}
        <span className="event-phase">{m.eventPhases[event.phase]}</span>
      </div>
      <div className="event-window">
        {m.eventWindow(formatChinaDateTime(event.startAt), formatChinaDateTime(event.endAt))}
      </div>
      {mine ? (
        <div className="event-mine" data-testid="event-mine">
          <div>{m.eventMine(mine.rank, mine.points, mine.predictions)}</div>
          {mine.prizeText && (
            <div>
              {event.payoutState === "paid"
                ? m.eventMinePaid(mine.prizeText)
                : m.eventMinePrize(mine.prizeText)}
            </div>
          )}
        </div>
      ) : (
        <div className="ssjc-banner-info">
          <span>{m.eventLoginHint}</span>
          <Button
            size="mini"
            onClick={() => navigate(loginPathFor(window.location.pathname + window.location.search))}
          >
            {m.eventLogin}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Prize table, the published scoring and the operator's rules text. */
export function EventRules({ event }: { event: EventSummary }) {
  return (
    <div className="ssjc-section ssjc-rules" data-testid="event-rules">
      <h4>{m.eventPrizeTitle}</h4>
      {event.prizes.map((p) => (
        <p key={p.from}>{p.text}</p>
      ))}
      <h4>{m.eventScoringTitle}</h4>
      {event.scoring.map((line, i) => (
        <p key={i}>{`${i + 1}. ${line}`}</p>
      ))}
      {event.rules && (
        <>
          <h4>{m.eventRulesTitle}</h4>
          <p className="event-rules-text">{event.rules}</p>
        </>
      )}
    </div>
  );
}
