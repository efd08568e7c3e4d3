import type { Dashboard, DashboardDay, DashboardGame } from "@lottery/contract";
import { Alert, Card, Col, Row, Segmented, Spin, Statistic } from "antd";
import { Link } from "react-router";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { EChart } from "../../components/EChart.tsx";
import { ExportButton } from "../../components/ExportButton.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard, Section } from "../../components/PageCard.tsx";
import { paths } from "../../lib/paths.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { dailyOption, hourlyOption } from "./charts.ts";
import { dashboardMessages as m } from "./messages.ts";
import "./dashboard.css";

const REFRESH_MS = 60_000;
const yuanCell = (key: "stakes" | "prizes" | "ggr"): TableColumn<DashboardGame> => ({
  title: m.games[key],
  dataIndex: key,
  align: "right",
  render: (_, g) => <Money yuan={g[key]} signed={key === "ggr"} />,
  exportValue: (g) => g[key].toFixed(2),
});
const gameColumns: TableColumn<DashboardGame>[] = [
  { title: m.games.game, dataIndex: "gameName" },
  { title: m.games.code, dataIndex: "gameCode" },
  yuanCell("stakes"),
  yuanCell("prizes"),
  yuanCell("ggr"),
];
const dailyCsv = Object.entries(m.dailyColumns).map(([key, title]) => ({
  title,
  value: (d: DashboardDay) =>
    key === "day" || key === "newPlayers" ? d[key as "day"] : (d[key as "stakes"] as number).toFixed(2),
}));

function Figure({
  title,
  yuan,
  value,
  suffix,
}: {
  title: string;
  yuan?: number;
  value?: number | string;
  suffix?: string;
}) {
  return (
    <Card size="small">
      <Statistic title={title} value={yuan ?? value} precision={yuan !== undefined ? 2 : 0} suffix={suffix} />
    </Card>
  );
}

/** GET /dashboard: today's figures, the trend over days and hours, GGR by game; refreshed every minute. */
export default function DashboardPage() {
  const { values, set } = useUrlFilters({ days: 30 });
  const query = useApiQuery<Dashboard>("/dashboard", { days: values.days }, { refetchMs: REFRESH_MS });
  const data = query.data;
  const t = data?.today;
  return (
    <PageCard
      title={m.title}
      extra={
        <Segmented
          value={String(values.days)}
          onChange={(v) => set({ days: Number(v) })}
          options={Object.entries(m.dayOptions).map(([value, label]) => ({ value, label }))}
        />
      }
    >
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Spin spinning={query.isLoading}>
        {t ? (
          <Row gutter={[12, 12]} className="dashboard-figures">
            <Col span={6}>
              <Figure title={m.cards.stakes} yuan={t.stakes} />
            </Col>
            <Col span={6}>
              <Figure title={m.cards.prizes} yuan={t.prizes} />
            </Col>
            <Col span={6}>
              <Figure title={m.cards.ggr} yuan={t.ggr} />
            </Col>
            <Col span={6}>
              <Figure title={m.cards.recharges} yuan={t.recharges} />
            </Col>
            <Col span={6}>
              <Figure title={m.cards.withdrawals} yuan={t.withdrawals} />
            </Col>
            <Col span={6}>
              <Link to={paths.withdrawals}>
                <Figure
                  title={m.cards.waiting}
                  yuan={t.withdrawalsWaiting.amount}
                  suffix={`/ ${m.cards.waitingCount(t.withdrawalsWaiting.count)}`}
                />
              </Link>
            </Col>
            <Col span={4}>
              <Figure title={m.cards.openIssues} value={t.openIssues} />
            </Col>
            <Col span={4}>
              <Figure title={m.cards.online} value={t.playersOnline} />
            </Col>
            <Col span={4}>
              <Figure title={m.cards.newPlayers} value={t.newPlayers} />
            </Col>
          </Row>
        ) : null}
      </Spin>
      {data ? (
        <>
          <Section
            title={m.charts.daily}
            extra={<ExportButton name={m.dailyExport} columns={dailyCsv} fetchAll={async () => data.days} />}
          >
            <EChart option={dailyOption(data.days)} height={300} />
          </Section>
          <Row gutter={12}>
            <Col span={12}>
              <Section title={m.charts.hourly}>
                <EChart option={hourlyOption(data.hours)} height={280} />
              </Section>
            </Col>
            <Col span={12}>
              <Section title={m.charts.byGame}>
                <DataTable
                  rowKey="gameCode"
                  columns={gameColumns}
                  rows={data.today.byGame}
                  loading={query.isFetching}
                  exportName={m.games.exportName}
                  fetchAll={async () => data.today.byGame}
                />
              </Section>
            </Col>
          </Row>
        </>
      ) : null}
    </PageCard>
  );
}
