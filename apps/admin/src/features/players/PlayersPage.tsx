import type { PlayerSummary } from "@lottery/contract";
import { Input, Select, Tag } from "antd";
import { Link } from "react-router";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { playerMessages as m } from "./messages.ts";

const FILTERS = { query: "", banned: "", realName: "", pageIndex: 1, pageSize: 20 };
const options = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

const columns: TableColumn<PlayerSummary>[] = [
  {
    title: m.columns.mid,
    dataIndex: "mid",
    render: (_, p) => <Link to={paths.player(p.mid)}>{p.mid}</Link>,
    exportValue: (p) => p.mid,
  },
  {
    title: m.columns.userName,
    dataIndex: "userName",
    render: (_, p) => <Link to={paths.player(p.mid)}>{p.userName}</Link>,
    exportValue: (p) => p.userName,
  },
  { title: m.columns.nickName, dataIndex: "nickName" },
  { title: m.columns.phone, dataIndex: "phone" },
  {
    title: m.columns.status,
    dataIndex: "banned",
    render: (_, p) =>
      p.banned ? <Tag color="red">{m.state.banned}</Tag> : <Tag color="green">{m.state.normal}</Tag>,
    exportValue: (p) => (p.banned ? m.state.banned : m.state.normal),
  },
  {
    title: m.columns.realName,
    dataIndex: "realNameBound",
    render: (_, p) =>
      p.realNameBound ? <Tag color="blue">{m.state.verified}</Tag> : <Tag>{m.state.unverified}</Tag>,
    exportValue: (p) => (p.realNameBound ? m.state.verified : m.state.unverified),
  },
  {
    title: m.columns.createdAt,
    dataIndex: "createdAt",
    render: (_, p) => formatChinaTime(p.createdAt),
    exportValue: (p) => formatChinaTime(p.createdAt),
  },
  {
    title: m.columns.lastLoginAt,
    dataIndex: "lastLoginAt",
    render: (_, p) => formatChinaTime(p.lastLoginAt),
    exportValue: (p) => formatChinaTime(p.lastLoginAt),
  },
];

/** GET /players: search by name prefix, Mid or phone; banned and real-name filters. */
export default function PlayersPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<PlayerSummary>("/players", values, set);
  return (
    <PageCard title={m.title}>
      <FilterBar onReset={reset}>
        <FilterField label={m.query}>
          <Input.Search
            key={values.query}
            allowClear
            style={{ width: 280 }}
            placeholder={m.queryPlaceholder}
            defaultValue={values.query}
            onSearch={(query) => set({ query: query.trim() })}
          />
        </FilterField>
        <FilterField label={m.banned}>
          <Select
            style={{ width: 110 }}
            value={values.banned}
            options={options(m.bannedOptions)}
            onChange={(banned) => set({ banned })}
          />
        </FilterField>
        <FilterField label={m.realName}>
          <Select
            style={{ width: 110 }}
            value={values.realName}
            options={options(m.realNameOptions)}
            onChange={(realName) => set({ realName })}
          />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="mid"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
      />
    </PageCard>
  );
}
