import type { DashboardDay, DashboardHour } from "@lottery/contract";
import type { EChartsCoreOption } from "echarts/core";
import { formatYuan } from "../../lib/money.ts";
import { dashboardMessages } from "./messages.ts";

const c = dashboardMessages.charts;
const money = (value: unknown) => formatYuan(Number(value));
const base = {
  tooltip: { trigger: "axis", valueFormatter: money },
  legend: { top: 0 },
  grid: { left: 70, right: 60, top: 36, bottom: 28 },
};

/** Stakes, prizes and GGR as lines, recharges and withdrawals as bars, day by day. */
export function dailyOption(days: DashboardDay[]): EChartsCoreOption {
  const line = (name: string, key: keyof DashboardDay) => ({
    name,
    type: "line",
    smooth: true,
    data: days.map((d) => d[key]),
  });
  const bar = (name: string, key: keyof DashboardDay) => ({
    name,
    type: "bar",
    barMaxWidth: 14,
    data: days.map((d) => d[key]),
  });
  return {
    ...base,
    xAxis: { type: "category", data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: "value", name: c.yuan },
    series: [
      line(c.stakes, "stakes"),
      line(c.prizes, "prizes"),
      line(c.ggr, "ggr"),
      bar(c.recharges, "recharges"),
      bar(c.withdrawals, "withdrawals"),
    ],
  };
}

/** Today's stakes and prizes by China hour. */
export function hourlyOption(hours: DashboardHour[]): EChartsCoreOption {
  return {
    ...base,
    xAxis: { type: "category", data: hours.map((h) => c.hour(h.hour)) },
    yAxis: { type: "value", name: c.yuan },
    series: [
      { name: c.stakes, type: "bar", data: hours.map((h) => h.stakes) },
      { name: c.prizes, type: "bar", data: hours.map((h) => h.prizes) },
    ],
  };
}
