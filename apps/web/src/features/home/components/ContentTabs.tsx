import { lazy, Suspense } from "react";
import { homeMessages } from "../../../messages/home.ts";
import { CONTENT_TABS, setContentTab, useContentTab, type ContentTab } from "../logic/content-tab.ts";
import { GamePane } from "./GamePanes.tsx";

// The article tabs load when chosen (issue 21): the first screen opens on a game list, and the feed's
// infinite scroll and query code would cost it a dozen more files before its first paint.
const ArticleFeed = lazy(() => import("./ArticleFeed.tsx").then((m) => ({ default: m.ArticleFeed })));

function Pane({ tab }: { tab: ContentTab }) {
  if (tab === "activity" || tab === "news") {
    return (
      <Suspense fallback={null}>
        <ArticleFeed category={tab} />
      </Suspense>
    );
  }
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
