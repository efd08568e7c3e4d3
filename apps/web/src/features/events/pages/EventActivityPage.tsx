import { useState } from "react";
import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import type { EventKind, EventPageModels } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { eventsMessages as m } from "../../../messages/events.ts";
import { useEventPage } from "../api/events.ts";
import { usePredict } from "../api/use-predict.ts";
import { EventBanner, EventRules } from "../components/EventInfo.tsx";
import { EventLayout } from "../components/EventLayout.tsx";
import { EventRankBoard } from "../components/EventRankBoard.tsx";
import { PredictCard } from "../components/PredictCard.tsx";

/** The matches of an event with their prediction cards (predicting only while live and logged in). */
export function EventMatches({ data }: { data: EventPageModels }) {
  const predict = usePredict();
  const { event } = data;
  const canPredict = event.phase === "live" && data.mine !== null;
  if (data.matches.length === 0) return <div className="ssjc-empty">{m.eventNoMatches}</div>;
  return (
    <>
      {data.matches.map((match) => (
        <PredictCard
          key={`${match.matchId}:${match.myPick ?? ""}:${match.myScore ?? ""}`}
          match={match}
          busy={predict.isPending}
          onSubmit={
            canPredict
              ? (pick, score) =>
                  predict.mutate({ eventId: event.eventId, matchId: match.matchId, pick, score })
              : undefined
          }
        />
      ))}
    </>
  );
}

/** An event's activity page (/OgbEventPage, /EuropeCupEventPage): ?id= one event, ?h= a shared link's hash. */
export function EventActivityPage({ kind }: { kind: EventKind }) {
  const [search] = useSearchParams();
  const query = useEventPage({ kind, eventId: search.get("id"), hash: search.get("h") });
  const [tab, setTab] = useState("matches");
  const data = query.data;
  const rankLink = data ? `${paths.ogbRank}?id=${data.event.eventId}` : paths.ogbRank;
  return (
    <EventLayout
      title={data?.event.title ?? m.eventTitles[kind] ?? ""}
      right={<HeaderLink text={m.eventTabRank} to={rankLink} />}
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <EventBanner data={data} />
            <Tabs activeKey={tab} onChange={setTab} className="ssjc-tabs">
              <Tabs.Tab key="matches" title={m.eventTabMatches} />
              <Tabs.Tab key="rank" title={m.eventTabRank} />
              <Tabs.Tab key="rules" title={m.eventTabRules} />
            </Tabs>
            {tab === "matches" && <EventMatches data={data} />}
            {tab === "rank" && <EventRankBoard eventId={data.event.eventId} />}
            {tab === "rules" && <EventRules event={data.event} />}
          </>
        )}
      </LoadState>
    </EventLayout>
  );
}
