import { Avatar, Switch, Tabs, Tag } from "antd-mobile";
import { Link, useSearchParams } from "react-router";
import type { UserHomePage } from "@lottery/contract";
import { FollowButton } from "../../../components/FollowButton.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useCommunitySettings, useSaveCommunitySettings } from "../../../lib/api/community.ts";
import { myAttentionPath } from "../../../lib/community.ts";
import { formatYuan } from "../../../lib/money.ts";
import { showToast } from "../../../lib/toast.ts";
import { communityMessages } from "../../../messages/community.ts";
import { HOME_TABS, useUserHomePage, type HomeTab } from "../api/community-api.ts";
import { HomeLists } from "../components/HomeLists.tsx";
import { IntroductionEditor } from "../components/IntroductionEditor.tsx";
import { uidOf } from "../logic/uid.ts";
import "../components/community-pages.css";

const c = communityMessages.community;
const TABS = Object.keys(HOME_TABS) as HomeTab[];

function tabOf(value: string | null): HomeTab {
  return TABS.includes(value as HomeTab) ? (value as HomeTab) : "fd";
}

/**
 * /homePage (mine) and /homePage?uid= (another player's): avatar, name, introduction, 战绩 badges,
 * 中奖次数, 累计奖金, 粉丝 and 关注 counts, the follow button, and the tabs 发单 / 合买 / 追号
 * (`&tab=fd|hm|zh`). A private homepage tells others so and lists nothing; on mine the introduction
 * is edited and the privacy switched here.
 */
export default function HomePage() {
  const [query, setQuery] = useSearchParams();
  const uid = uidOf(query.get("uid"));
  const tab = tabOf(query.get("tab"));
  const home = useUserHomePage(uid);
  const data = home.data;
  const setTab = (key: string) => {
    const next = new URLSearchParams(query);
    if (key === "fd") next.delete("tab");
    else next.set("tab", key);
    setQuery(next, { replace: true });
  };
  return (
    <Page
      className="community-page"
      header={<PageHeader title={data && !data.mine ? c.homeTitle : c.myHomeTitle} />}
    >
      <LoadState status={home.status} onRetry={() => void home.refetch()}>
        {data && (
          <>
            <Header home={data} />
            {data.mine && <MySwitches />}
            {data.private && !data.mine ? (
              <div className="home-private" data-testid="home-private">
                {c.privateNotice}
              </div>
            ) : (
              <>
                <Tabs activeKey={tab} onChange={setTab}>
                  {TABS.map((key) => (
                    <Tabs.Tab key={key} title={c.homeTabs[key]} />
                  ))}
                </Tabs>
                <HomeLists key={tab} tab={tab} uid={data.mine ? undefined : data.uid} mine={data.mine} />
              </>
            )}
          </>
        )}
      </LoadState>
    </Page>
  );
}

function Header({ home }: { home: UserHomePage }) {
  const hidden = home.private && !home.mine;
  return (
    <section className="home-header" data-testid="home-header">
      <div className="home-who">
        <Avatar src={home.avatar} className="home-avatar" />
        <div className="home-name-box">
          <div className="home-name">{home.nickName}</div>
          {!hidden && (
            <p className="home-intro" data-testid="home-intro">
              {home.introduction || c.noIntroduction}
            </p>
          )}
        </div>
        {!home.mine && <FollowButton uid={home.uid} name={home.nickName} />}
      </div>
      {home.badges.length > 0 && (
        <div className="home-badges">
          {home.badges.map((badge) => (
            <Tag key={badge.kind} color="warning" fill="outline">
              {badge.text}
            </Tag>
          ))}
        </div>
      )}
      {!hidden && (
        <dl className="home-figures" data-testid="home-figures">
          <Figure label={c.wonCount} value={String(home.wonCount)} />
          <Figure label={c.totalPrize} value={formatYuan(home.totalPrize)} />
          <Figure
            label={c.fans}
            value={String(home.fans)}
            to={home.mine ? myAttentionPath("fans") : undefined}
          />
          <Figure
            label={c.attentions}
            value={String(home.attentions)}
            to={home.mine ? myAttentionPath("attention") : undefined}
          />
        </dl>
      )}
    </section>
  );
}

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <dd>{value}</dd>
      <dt>{label}</dt>
    </>
  );
  return <div>{to ? <Link to={to}>{body}</Link> : body}</div>;
}

/** On my homepage: edit the introduction, switch 主页隐私. */
function MySwitches() {
  const settings = useCommunitySettings();
  const { save, pending } = useSaveCommunitySettings();
  const data = settings.data;
  if (!data) return null;
  return (
    <section className="home-mine" data-testid="home-mine">
      <IntroductionEditor introduction={data.introduction} />
      <div className="home-switch">
        <div>
          <div>{c.privacySwitch}</div>
          <small>{data.homepagePrivate ? c.myPrivateNotice : c.privacyHint}</small>
        </div>
        <Switch
          checked={data.homepagePrivate}
          loading={pending}
          aria-label={c.privacySwitch}
          onChange={(next) =>
            void save({ homepagePrivate: next ? "1" : "0" })
              .then(() => showToast(c.saved))
              .catch(() => undefined)
          }
        />
      </div>
    </section>
  );
}
