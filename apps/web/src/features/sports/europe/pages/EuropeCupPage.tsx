import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import { HeaderLink } from "../../../../components/HeaderLink.tsx";
import { LoadState } from "../../../../components/LoadState.tsx";
import { europeCupMessages as m } from "../../../../messages/europe-cup.ts";
import { useSjbGroups, useSjbMatches } from "../api/europe-cup.ts";
import { ChampionPanel } from "../components/ChampionPanel.tsx";
import { EuroLayout } from "../components/EuroLayout.tsx";
import { GroupTables } from "../components/GroupTables.tsx";
import { MatchSchedule } from "../components/MatchSchedule.tsx";

const TABS = ["groups", "schedule", "champion"] as const;
type HubTab = (typeof TABS)[number];
const TAB_TITLES: Record<HubTab, string> = {
  groups: m.ecTabGroups,
  schedule: m.ecTabSchedule,
  champion: m.ecTabChampion,
};

function GroupsTab() {
  const query = useSjbGroups();
  return (
    <LoadState status={query.status} onRetry={() => void query.refetch()}>
      {query.data && <GroupTables data={query.data} />}
    </LoadState>
  );
}

function ScheduleTab() {
  const query = useSjbMatches();
  return (
    <LoadState status={query.status} onRetry={() => void query.refetch()}>
      {query.data && <MatchSchedule data={query.data} />}
    </LoadState>
  );
}

/**
 * /EuropeCup, the European Championship's hub: group tables, every match by stage with scores, the
 * 冠军竞猜 tab (pick teams and bet), and the way to /sjb (`?tab=` keeps the tab in the address).
 */
export default function EuropeCupPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab");
  const tab: HubTab = TABS.find((x) => x === wanted) ?? "groups";
  return (
    <EuroLayout title={m.ecTitle} right={<HeaderLink text={m.ecToBet} to="/sjb" />}>
      <Tabs
        className="ec-tabs"
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={TAB_TITLES[key]} />
        ))}
      </Tabs>
      {tab === "groups" && <GroupsTab />}
      {tab === "schedule" && <ScheduleTab />}
      {tab === "champion" && <ChampionPanel />}
    </EuroLayout>
  );
}
