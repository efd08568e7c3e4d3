import { Avatar, Tabs } from "antd-mobile";
import { Link, useSearchParams } from "react-router";
import type { AttentionUser } from "@lottery/contract";
import { FollowButton } from "../../../components/FollowButton.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PagedList } from "../../../components/PagedList.tsx";
import { homePagePath } from "../../../lib/community.ts";
import { communityMessages } from "../../../messages/community.ts";
import { ATTENTION_TABS, useAttentionList, type AttentionTab } from "../api/community-api.ts";
import "../components/community-pages.css";

const c = communityMessages.community;
const TABS = Object.keys(ATTENTION_TABS) as AttentionTab[];

/**
 * /myAttention (我的关注): the 关注 tab (players I follow) and the 粉丝 tab (`?tab=fans`, who follows
 * me, with 关注 to follow back); the tab titles carry both counts, a row opens the player's homepage.
 */
export default function MyAttentionPage() {
  const [query, setQuery] = useSearchParams();
  const tab: AttentionTab = query.get("tab") === "fans" ? "fans" : "attention";
  const list = useAttentionList(tab);
  const counts = list.data?.pages[0];
  const title = (key: AttentionTab) => {
    const count = key === "fans" ? counts?.fansCount : counts?.attentionCount;
    return count === undefined ? c.attentionTabs[key] : c.tabCount(c.attentionTabs[key], count);
  };
  return (
    <Page className="community-page" header={<PageHeader title={c.attentionTitle} />}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery(key === "fans" ? { tab: "fans" } : {}, { replace: true })}
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={title(key)} />
        ))}
      </Tabs>
      <PagedList
        key={tab}
        query={list}
        emptyText={tab === "fans" ? c.noFans : c.noAttention}
        container={(rows) => <div className="people-list">{rows}</div>}
        renderItem={(user: AttentionUser) => <PersonRow key={user.uid} user={user} />}
      />
    </Page>
  );
}

function PersonRow({ user }: { user: AttentionUser }) {
  return (
    <div className="person-row" data-testid="person-row" data-uid={user.uid}>
      <Link className="person-open" to={homePagePath(user.uid)}>
        <Avatar src={user.avatar} className="person-avatar" />
        <div className="person-text">
          <div className="person-name">{user.nickName}</div>
          <small>{user.introduction || c.fansWon(user.fans, user.wonCount)}</small>
          {user.introduction && <small>{c.fansWon(user.fans, user.wonCount)}</small>}
        </div>
      </Link>
      <FollowButton uid={user.uid} name={user.nickName} />
    </div>
  );
}
