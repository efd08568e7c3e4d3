import { useState } from "react";
import { Tabs } from "antd-mobile";
import type { EventPageModels } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { eventsMessages as m } from "../../../messages/events.ts";
import { useEventPage } from "../api/events.ts";
import { EventBanner, EventRules } from "../components/EventInfo.tsx";
import { EventLayout } from "../components/EventLayout.tsx";
import { EventRankBoard } from "../components/EventRankBoard.tsx";
import { EventMatches } from "./EventActivityPage.tsx";

/** The upcoming matches of one league (or all), still open for prediction. */
function LeagueMatches({ data }: { data: EventPageModels }) {
  const upcoming = data.matches.filter((match) => match.open);
  const leagues = [...new Map(upcoming.map((match) => [match.leagueCode, match.leagueName]))];
  const [league, setLeague] = useState("all");
  const shown = league === "all" ? upcoming : upcoming.filter((match) => match.leagueCode === league);
  return (
    <>
      <Tabs activeKey={league} onChange={setLeague} className="event-league-tabs">
        <Tabs.Tab key="all" title={m.eventAllLeagues} />
        {leagues.map(([code, name]) => (
          <Tabs.Tab key={code} title={name} />
        ))}
      </Tabs>
      <EventMatches data={{ ...data, matches: shown }} />
    </>
  );
}

/** /FiveLeagueBattleList: the five leagues' upcoming matches by league, the prediction battle and its ranking. */
export default function FiveLeagueBattlePage() {
  const query = useEventPage({ kind: "five" });
  const [tab, setTab] = useState("matches");
  const data = query.data;
  return (
    <EventLayout title={data?.event.title ?? m.eventTitles.five ?? ""}>
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <EventBanner data={data} />
            <div className="event-intro">{m.eventBattleIntro}</div>
            <Tabs activeKey={tab} onChange={setTab} className="ssjc-tabs">
              <Tabs.Tab key="matches" title={m.eventTabMatches} />
              <Tabs.Tab key="rank" title={m.eventTabRank} />
              <Tabs.Tab key="rules" title={m.eventTabRules} />
            </Tabs>
            {tab === "matches" && <LeagueMatches data={data} />}
            {tab === "rank" && <EventRankBoard eventId={data.event.eventId} />}
            {tab === "rules" && <EventRules event={data.event} />}
          </>
        )}
      </LoadState>
    </EventLayout>
  );
}
