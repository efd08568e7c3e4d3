import { List } from "antd-mobile";
import { LoadState } from "../../../components/LoadState.tsx";
import { eventsMessages as m } from "../../../messages/events.ts";
import { useEventRank } from "../api/events.ts";

/** An event's leaderboard: rank, masked name, points, rights and the rank's prize (the caller's line is the banner's). */
export function EventRankBoard({ eventId }: { eventId: number | undefined }) {
  const query = useEventRank(eventId);
  const rank = query.data;
  return (
    <div className="ssjc-section" data-testid="event-rank">
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {rank && (
          <>
            {rank.list.length === 0 ? (
              <div className="ssjc-empty">{m.eventRankEmpty}</div>
            ) : (
              <List className="event-rank-list">
                {rank.list.map((row) => (
                  <List.Item
                    key={row.rank}
                    prefix={
                      <span className={`ssjc-rank ssjc-rank-${Math.min(row.rank, 4)}`}>{row.rank}</span>
                    }
                    extra={<span className="event-points">{m.eventRankPoints(row.points)}</span>}
                    description={[m.eventRankDetail(row.rights, row.exacts), row.prizeText]
                      .filter(Boolean)
                      .join(" · ")}
                  >
                    {row.name}
                  </List.Item>
                ))}
              </List>
            )}
            <div className="event-note">{m.eventRankTie}</div>
            {m.eventPayoutStates[rank.payoutState] && (
              <div className="event-note">{m.eventPayoutStates[rank.payoutState]}</div>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
