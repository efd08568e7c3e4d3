import { Button, DatePicker, Input, Select } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { DataTable } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { CreateMatchDialog } from "./CreateMatchDialog.tsx";
import { matchColumns } from "./match-columns.tsx";
import { MatchOdds } from "./MatchOdds.tsx";
import { MatchResultDialog } from "./MatchResultDialog.tsx";
import { sportsMessages } from "./messages.ts";
import { OddsDialog } from "./OddsDialog.tsx";
import { useMatchesPage } from "./useMatchesPage.ts";

const m = sportsMessages.matches;
const options = (names: Record<string, string>, all = false) => [
  ...(all ? [{ value: "", label: commonMessages.all }] : []),
  ...Object.entries(names).map(([value, label]) => ({ value, label })),
];

/** GET /sports/matches: fixtures with odds; change odds, stop or resume sale, enter results, add fixtures. */
export default function MatchesPage() {
  const page = useMatchesPage();
  const { values, set, reset } = page.filters;
  const { list } = page;
  return (
    <PageCard title={m.title}>
      <FilterBar onReset={reset}>
        <FilterField label={m.game}>
          <Select
            style={{ width: 130 }}
            value={values.gameCode}
            options={options(sportsMessages.games)}
            onChange={(gameCode) => set({ gameCode })}
          />
        </FilterField>
        <FilterField label={m.status}>
          <Select
            style={{ width: 110 }}
            value={values.status}
            options={options(sportsMessages.statuses, true)}
            onChange={(status) => set({ status })}
          />
        </FilterField>
        <FilterField label={m.date}>
          <DatePicker
            value={values.date ? dayjs(values.date) : null}
            onChange={(d) => set({ date: d ? d.format("YYYY-MM-DD") : "" })}
          />
        </FilterField>
        <FilterField label={m.issue}>
          <Input.Search
            key={values.issue}
            allowClear
            style={{ width: 140 }}
            defaultValue={values.issue}
            onSearch={(issue) => set({ issue: issue.trim() })}
          />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="matchId"
        columns={matchColumns({
          odds: page.setOddsOf,
          result: page.setResultOf,
          toggleSale: (x) => page.sale.mutate(x),
        })}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
        expandable={{ expandedRowRender: (x) => <MatchOdds match={x} /> }}
        toolbar={[
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => page.setCreating(true)}>
            {m.create}
          </Button>,
        ]}
      />
      <OddsDialog
        match={page.oddsOf}
        busy={page.odds.isPending}
        onCancel={() => page.setOddsOf(null)}
        onSubmit={(o) => page.odds.mutate(o)}
      />
      <MatchResultDialog
        match={page.resultOf}
        busy={page.result.isPending}
        onCancel={() => page.setResultOf(null)}
        onSubmit={(body) => page.result.mutateAsync(body)}
      />
      <CreateMatchDialog
        open={page.creating}
        busy={page.create.isPending}
        onCancel={() => page.setCreating(false)}
        onSubmit={(body) => page.create.mutate(body)}
      />
    </PageCard>
  );
}
