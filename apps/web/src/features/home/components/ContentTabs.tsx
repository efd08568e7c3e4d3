import { Tabs } from "antd-mobile";
import { homeMessages } from "../../../messages/home.ts";
import { CONTENT_TABS, setContentTab, useContentTab, type ContentTab } from "../logic/content-tab.ts";
import { ArticleFeed } from "./ArticleFeed.tsx";
import { GamePane } from "./GamePanes.tsx";

function Pane({ tab }: { tab: ContentTab }) {
  if (tab === "activity" || tab === "news") return <ArticleFeed category={tab} />;
  return <GamePane tab={tab} />;
}

/** The home content tabs; the selection survives navigation within the session (SPEC 2.2). */
export function ContentTabs() {
  const tab = useContentTab((s) => s.tab);
  return (
    <section className="content-tabs">
      <Tabs activeKey={tab} onChange={(key) => setContentTab(key as ContentTab)} className="content-tabs-bar">
        {CONTENT_TABS.map((key) => (
          <Tabs.Tab key={key} title={homeMessages.contentTabs[key]} />
        ))}
      </Tabs>
      <div className="content-pane">
        <Pane tab={tab} />
      </div>
    </section>
  );
}
