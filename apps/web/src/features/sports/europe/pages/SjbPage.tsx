import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import { HeaderLink } from "../../../../components/HeaderLink.tsx";
import { europeCupMessages as m } from "../../../../messages/europe-cup.ts";
import { SportsGamePage } from "../../pages/SportsGamePage.tsx";
import { ChampionPanel } from "../components/ChampionPanel.tsx";
import { EuroLayout } from "../components/EuroLayout.tsx";

/** 比赛投注 | 猜冠军, kept in `?tab=`. */
function SjbTabs({ tab }: { tab: string }) {
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      className="ec-tabs"
      activeKey={tab}
      onChange={(key) => setParams(key === "matches" ? {} : { tab: key })}
    >
      <Tabs.Tab key="matches" title={m.ecTabMatches} />
      <Tabs.Tab key="champion" title={m.ecTabChampion} />
    </Tabs>
  );
}

/**
 * /sjb, the European Championship's betting page: its open ozb matches with the 竞彩足球 plays and slip
 * (bets through bet_ozb), and the outright market 猜冠军 (`?tab=champion`).
 */
export default function SjbPage() {
  const [params] = useSearchParams();
  if (params.get("tab") === "champion")
    return (
      <EuroLayout title={m.ecBetTitle} banner={false} right={<HeaderLink text={m.ecTitle} to="/EuropeCup" />}>
        <SjbTabs tab="champion" />
        <ChampionPanel />
      </EuroLayout>
    );
  return <SportsGamePage game="jczq" event="ozb" title={m.ecBetTitle} top={<SjbTabs tab="matches" />} />;
}
