import { Tabs } from "antd-mobile";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PagedList } from "../../../components/PagedList.tsx";
import { customMadePath, loginPathFor, paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { followMessages } from "../../../messages/follow.ts";
import { LOBBY_TABS, useReleaseList, type LobbyTab } from "../api/follow-api.ts";
import { ReleaseCard } from "../components/ReleaseCard.tsx";
import { releasePath, rankPath } from "../logic/follow-paths.ts";
import "../components/follow.css";

const f = followMessages.follow;
const TABS = Object.keys(LOBBY_TABS) as LobbyTab[];
const EMPTY: Record<LobbyTab, string> = {
  recommend: f.noReleases,
  expert: f.noExperts,
  attention: f.noAttention,
};

function tabOf(value: string | null): LobbyTab {
  return TABS.includes(value as LobbyTab) ? (value as LobbyTab) : "recommend";
}

/**
 * /followOrder (跟单大厅): tabs 推荐 (recommended open releases), 专家 (releases of the best
 * releasers) and 关注 (releases of players I follow, `?tab=attention`, login needed); each card shows
 * the releaser, pitch, commission, followers, stake and close, and opens the release (跟单 with the
 * follow sheet up). The header links to the ranks.
 */
export default function FollowOrderPage() {
  const [query, setQuery] = useSearchParams();
  const tab = tabOf(query.get("tab"));
  return (
    <Page
      className="follow-page"
      header={
        <PageHeader title={f.lobbyTitle} right={<HeaderLink text={f.rankLink} to={rankPath("week")} />} />
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery(key === "recommend" ? {} : { tab: key }, { replace: true })}
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={f.lobbyTabs[key]} />
        ))}
      </Tabs>
      {tab === "attention" ? <Attention /> : <Releases key={tab} tab={tab} />}
    </Page>
  );
}

function Attention() {
  const loggedIn = useSession((s) => Boolean(s.token));
  if (!loggedIn) return <Navigate to={loginPathFor(`${paths.followOrder}?tab=attention`)} replace />;
  return <Releases tab="attention" />;
}

function Releases({ tab }: { tab: LobbyTab }) {
  const list = useReleaseList(tab);
  const navigate = useNavigate();
  return (
    <PagedList
      query={list}
      emptyText={EMPTY[tab]}
      renderItem={(release) => (
        <ReleaseCard
          key={release.releaseId}
          release={release}
          onOpen={(releaseId, follow) => navigate(releasePath(releaseId, follow))}
          onCustom={(releaser) => navigate(customMadePath(releaser.Mid, releaser.NickName))}
        />
      )}
      container={(rows) => <div className="follow-list">{rows}</div>}
    />
  );
}
