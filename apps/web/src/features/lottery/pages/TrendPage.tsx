import { useMemo, useState } from "react";
import { ErrorBlock } from "antd-mobile";
import { gameRoute } from "@lottery/rules";
import { useParams } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useOmission, useRecentDraws } from "../api/trend.ts";
import { PlaySwitch } from "../components/PlaySwitch.tsx";
import { TrendGrid } from "../components/TrendGrid.tsx";
import { gameNameOf, playDefsOf } from "../logic/games.ts";
import { trendColumns, trendRows } from "../logic/trend.ts";
import { zoneIsBlue, zoneLabels } from "../logic/zone-labels.ts";
import "../components/lottery.css";
import "../components/extras.css";

/** How many recent draws the chart can cover (lotteryresult/list pages hold at most 100). */
const WINDOWS = [30, 50, 100] as const;

/**
 * /trend/{gameCode} (our route): the built-in 走势图 — the last 30/50/100 draws of one column of the
 * draw (红球, 蓝球, 万位 …) as a grid of issues × numbers with hits and running misses, and the
 * server's 出现次数/当前遗漏/平均遗漏/最大遗漏 (lotteryresult/Omission) below.
 */
export default function TrendPage() {
  const gameCode = (useParams().gameCode ?? "").toLowerCase();
  const columns = useMemo(() => trendColumns(gameCode), [gameCode]);
  const name = gameNameOf(gameCode);
  if (columns.length === 0 || !name) {
    return (
      <Page header={<PageHeader title={lotteryMessages.lotteryExtras.trend} />}>
        <ErrorBlock status="empty" title={lotteryMessages.lotteryExtras.trendUnknownGame} description="" />
      </Page>
    );
  }
  return <Trend key={gameCode} gameCode={gameCode} name={name} columns={columns} />;
}

function Trend({
  gameCode,
  name,
  columns,
}: {
  gameCode: string;
  name: string;
  columns: ReturnType<typeof trendColumns>;
}) {
  const m = lotteryMessages.lotteryExtras;
  const [count, setCount] = useState<number>(WINDOWS[0]);
  const [columnIndex, setColumnIndex] = useState(0);
  const omission = useOmission(gameCode, count);
  const draws = useRecentDraws(gameCode, count);
  const column = columns[columnIndex] ?? columns[0]!;
  const rows = useMemo(
    () => trendRows(gameCode, column, draws.data?.list ?? []),
    [gameCode, column, draws.data],
  );
  const zones = omission.data?.zones ?? [];
  // The picking page's headings (红球/蓝球, 百位 …) when they name the same columns, else the server's.
  const named = zoneLabels(gameCode, playDefsOf(gameCode)[0]?.code ?? "");
  const labelOf = (i: number) =>
    (named.length === columns.length ? named[i] : zones[i]?.label) ?? String(i + 1);
  const status = omission.status === "success" ? draws.status : omission.status;
  const route = gameRoute(gameCode);
  return (
    <Page
      className="lottery-page trend-page"
      header={
        <PageHeader
          title={m.trendTitle(name)}
          right={route ? <HeaderLink text={lotteryMessages.lottery.goBet} to={route.path} /> : undefined}
        />
      }
    >
      <PlaySwitch
        plays={columns.map((_, i) => ({ code: String(i), name: labelOf(i) }))}
        value={String(columnIndex)}
        onChange={(code) => setColumnIndex(Number(code))}
      />
      <PlaySwitch
        plays={WINDOWS.map((n) => ({ code: String(n), name: m.trendRecent(n) }))}
        value={String(count)}
        onChange={(code) => setCount(Number(code))}
      />
      <LoadState
        status={status}
        empty={rows.length === 0}
        emptyText={m.trendNoData}
        onRetry={() => void Promise.all([omission.refetch(), draws.refetch()])}
      >
        <TrendGrid
          column={column}
          rows={rows}
          stats={zones[columnIndex]?.numbers ?? []}
          blue={zoneIsBlue(gameCode, columnIndex)}
        />
      </LoadState>
    </Page>
  );
}
