import { useSearchParams } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { eventsMessages as m } from "../../../messages/events.ts";
import { useEventPage } from "../api/events.ts";
import { EventBanner } from "../components/EventInfo.tsx";
import { EventLayout } from "../components/EventLayout.tsx";
import { EventRankBoard } from "../components/EventRankBoard.tsx";

/** /OgbRank: an event's leaderboard (?id= the event, else the current 欧冠 event). */
export default function OgbRankPage() {
  const [search] = useSearchParams();
  const query = useEventPage({ kind: "ogb", eventId: search.get("id") });
  const data = query.data;
  return (
    <EventLayout title={m.eventRankTitle}>
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <EventBanner data={data} />
            <EventRankBoard eventId={data.event.eventId} />
          </>
        )}
      </LoadState>
    </EventLayout>
  );
}
