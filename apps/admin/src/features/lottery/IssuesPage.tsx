import { useState } from "react";
import type { ConsoleIssue } from "@lottery/contract";
import { Select } from "antd";
import { DataTable } from "../../components/DataTable.tsx";
import { DateRangeFilter } from "../../components/DateRangeFilter.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { useAction } from "../../lib/use-action.ts";
import { useInterval } from "../../lib/use-interval.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { enterResult, ISSUES_PATH, useLotteryGames } from "./api.ts";
import { issueColumns } from "./issue-columns.tsx";
import { lotteryMessages } from "./messages.ts";
import { ResultDialog, type ResultExtras } from "./ResultDialog.tsx";

const m = lotteryMessages.issues;
const FILTERS = { gameCode: "ssq", status: "", from: "", to: "", pageIndex: 1, pageSize: 20 };
const SETTLING_REFRESH_MS = 3_000;

/** GET /lottery/issues: a game's issues, results entry, settlement progress, seeds of house draws. */
export default function IssuesPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const games = useLotteryGames().data?.list ?? [];
  const game = games.find((g) => g.gameCode === values.gameCode);
  const list = usePagedList<ConsoleIssue>(ISSUES_PATH, values, set);
  const [entering, setEntering] = useState<ConsoleIssue | null>(null);
  const enter = useAction(
    ({ numbers, extras }: { numbers?: string; extras: ResultExtras }) => {
      const { prizes, ...figures } = extras;
      return enterResult({
        gameCode: values.gameCode,
        issue: entering?.issue ?? "",
        numbers,
        ...(Object.keys(prizes).length ? { prizes } : {}),
        ...figures,
      });
    },
    {
      success: (r) => lotteryMessages.result.done(m.statuses[r.status] ?? r.status),
      invalidate: [ISSUES_PATH],
      onDone: () => setEntering(null),
    },
  );
  const example = list.rows?.find((i) => i.numbers)?.numbers ?? null;
  // While an issue on the page is still settling, its progress is read again every few seconds.
  const settling = (list.rows ?? []).some((i) => i.numbers && i.pending > 0);
  useInterval(settling ? list.refetch : null, SETTLING_REFRESH_MS);
  return (
    <PageCard title={m.title}>
      <FilterBar onReset={reset}>
        <FilterField label={m.game}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 200 }}
            value={values.gameCode}
            onChange={(gameCode) => set({ gameCode })}
            options={games.map((g) => ({ value: g.gameCode, label: `${g.gameName}（${m.kinds[g.kind]}）` }))}
          />
        </FilterField>
        <FilterField label={m.status}>
          <Select
            style={{ width: 110 }}
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "", label: commonMessages.all },
              ...Object.entries(m.statuses).map(([value, label]) => ({ value, label })),
            ]}
          />
        </FilterField>
        <FilterField label={m.dateRange}>
          <DateRangeFilter from={values.from} to={values.to} onChange={set} />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="issue"
        columns={issueColumns(setEntering, game?.kind)}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName(game?.gameName ?? values.gameCode)}
        fetchAll={list.fetchAll}
      />
      <ResultDialog
        gameName={game?.gameName ?? values.gameCode}
        issue={entering}
        example={example}
        busy={enter.isPending}
        onCancel={() => setEntering(null)}
        onSubmit={(numbers, extras) => enter.mutateAsync({ numbers, extras })}
      />
    </PageCard>
  );
}
