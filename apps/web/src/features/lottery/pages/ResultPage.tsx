import { PullToRefresh } from "antd-mobile";
import { useNavigate } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useAllResults } from "../api/results.ts";
import { ResultRow } from "../components/ResultRow.tsx";
import { resultListPath } from "../logic/result-links.ts";
import "../components/lottery.css";
import "../components/orders.css";

/**
 * /result (开奖, a bottom-tab page): the newest draw of every game grouped by kind (全国彩, 高频彩,
 * 极速彩), pull to refresh; a row opens that game's history.
 */
export default function ResultPage() {
  const m = lotteryMessages.lottery;
  const navigate = useNavigate();
  const query = useAllResults();
  const groups = query.data?.groups.filter((g) => g.list.length > 0) ?? [];
  return (
    <Page className="lottery-page result-page" header={<PageHeader title={m.resultTitle} back={false} />}>
      <PullToRefresh
        onRefresh={async () => {
          await query.refetch();
        }}
      >
        <LoadState
          status={query.status}
          empty={groups.length === 0}
          emptyText={m.noResults}
          onRetry={() => void query.refetch()}
        >
          {groups.map((group) => (
            <section key={group.kind} data-testid={`result-group-${group.kind}`}>
              <div className="result-group-title">{group.kindName}</div>
              {group.list.map((result) => (
                <ResultRow
                  key={result.gameCode}
                  result={result}
                  showGame
                  onOpen={(r) => navigate(resultListPath(r.gameCode))}
                />
              ))}
            </section>
          ))}
        </LoadState>
      </PullToRefresh>
    </Page>
  );
}
