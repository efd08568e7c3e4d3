import { homeMessages } from "../../../messages/home.ts";
import { CONTENT_TABS, setContentTab, useContentTab, type ContentTab } from "../logic/content-tab.ts";
import { ArticleFeed } from "./ArticleFeed.tsx";
import { GamePane } from "./GamePanes.tsx";

function Pane({ tab }: { tab: ContentTab }) {
  if (tab === "activity" || tab === "news") return <ArticleFeed category={tab} />;
  return <GamePane tab={tab} />;
}

/**
 * The home content tabs; the selection survives navigation within the session (SPEC 2.2). A plain
 * tab list rather than antd-mobile's Tabs, whose animation library the first screen need not load.
 */
export function ContentTabs() {
  const tab = useContentTab((s) => s.tab);
  return (
    <section className="content-tabs">
      <div className="content-tabs-bar" role="tablist">
        {CONTENT_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === tab}
            className={key === tab ? "content-tab content-tab-active" : "content-tab"}
            onClick={() => setContentTab(key)}
          >
            {homeMessages.contentTabs[key]}
          </button>
        ))}
      </div>
      <div className="content-pane" role="tabpanel">
        <Pane tab={tab} />
      </div>
    </section>
  );
}
