import { createElement, type ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ChaseDetail, LotteryPageInfo, OrderDetail, OrderRecord } from "@lottery/contract";
import { queryClient } from "../../lib/query-client.ts";

/** Test-only answers shaped like the server's contract types (imported by *.test.tsx only). */
export function pageInfo(gameCode = "ssq", overrides: Partial<LotteryPageInfo> = {}): LotteryPageInfo {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    gameCode,
    gameName: "双色球",
    kind: "number",
    serverTime: iso(now),
    current: {
      issue: "2026140",
      status: "open",
      onSale: true,
      openAt: iso(now - 3_600_000),
      closeAt: iso(now + 2 * 3_600_000 + 5 * 60_000 + 30_000),
      drawAt: iso(now + 3 * 3_600_000),
      seedHash: null,
    },
    last: {
      gameCode,
      gameName: "双色球",
      issue: "2026139",
      numbers: "02,03,11,18,19,29|10",
      drawAt: iso(now - 86_400_000),
    },
    maxBeishu: 50000,
    maxQishu: 25,
    closeBeforeDrawSeconds: 4500,
    houseDrawn: false,
    ...overrides,
  };
}

/**
 * Renders `page` under the route `pattern` (with its parameters) at `url` (history: `/`, then `url`);
 * every path of `places` is a placeholder naming itself. Answers the router.
 */
export function renderRoute(
  page: ReactElement,
  pattern: string,
  url: string,
  places: readonly string[] = ["/"],
) {
  const others = places
    .filter((place) => place !== pattern)
    .map((place) => ({ path: place, element: createElement("div", null, place) }));
  const router = createMemoryRouter([...others, { path: pattern, element: page }], {
    initialEntries: ["/", url],
  });
  render(
    createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })),
  );
  return router;
}

/** An order/list row (recorded from the server's answer; overrides on top). */
export function orderRecord(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    orderId: "B202611220213571142",
    kind: "number",
    gameCode: "ssq",
    gameName: "双色球",
    issue: "2026140",
    play: "FS,DT",
    bets: 12,
    multiple: 2,
    amount: 48,
    prize: 0,
    status: "pending",
    statusName: "待开奖",
    chaseId: null,
    placedAt: "2026-11-22T10:43:10+08:00",
    settledAt: null,
    ...overrides,
  };
}

/**
 * order/detail of a drawn 分分时时彩 chase order (recorded from the server): 5XZX hits its last
 * position only (no prize), DWD hits the third position (one bet, 10 yuan).
 */
export function drawnFastOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderRecord({
      orderId: "B202611223322748556",
      gameCode: "ffssc",
      gameName: "分分时时彩",
      issue: "202611220645",
      play: "5XZX,DWD",
      bets: 52,
      multiple: 1,
      amount: 104,
      prize: 10,
      status: "won",
      statusName: "已中奖",
      chaseId: "C202611222998366755",
      placedAt: "2026-11-22T10:43:12+08:00",
      settledAt: "2026-11-22T10:44:01+08:00",
    }),
    addition: false,
    tickets: [
      {
        ticket: "5XZX:1,2,3|4,5|6|7,8,9|0,1",
        play: "5XZX",
        playName: "五星直选",
        bets: 36,
        hitNumbers: [[], [], [], [], ["0"]],
        tiers: [],
        prize: 0,
      },
      {
        ticket: "DWD:0,1,2,3,4|5,6,7|8,9|0,1,2|3,4,5",
        play: "DWD",
        playName: "定位胆",
        bets: 16,
        hitNumbers: [[], [], ["9"], [], []],
        tiers: [{ tier: "DWD", count: 1, amount: 10 }],
        prize: 10,
      },
    ],
    drawNumbers: "5,0,9,3,0",
    chase: { chaseId: "C202611222998366755", seq: 1, issues: 5, status: "running" },
    ...overrides,
  };
}

/** Order/ChaseDetail of that chase (recorded): three issues won, one pending, one waiting. */
export function runningChase(overrides: Partial<ChaseDetail> = {}): ChaseDetail {
  const placed = (seq: number, orderId: string, orderStatus: "won" | "pending") => ({
    seq,
    issue: String(202611220644 + seq),
    multiple: 1,
    amount: 104,
    status: "placed" as const,
    statusName: "已投注",
    orderId,
    orderStatus,
    prize: orderStatus === "won" ? 10 : 0,
  });
  return {
    chaseId: "C202611222998366755",
    gameCode: "ffssc",
    gameName: "分分时时彩",
    tickets: "5XZX:1,2,3|4,5|6|7,8,9|0,1;DWD:0,1,2,3,4|5,6,7|8,9|0,1,2|3,4,5",
    bets: 52,
    addition: false,
    stopOnWin: false,
    status: "running",
    statusName: "追号中",
    amount: 520,
    placedAmount: 416,
    releasedAmount: 0,
    frozenAmount: 104,
    prize: 30,
    createdAt: "2026-11-22T10:43:12+08:00",
    issues: [
      placed(1, "B202611223322748556", "won"),
      placed(2, "B202611224567676556", "won"),
      placed(3, "B202611224832240960", "won"),
      placed(4, "B202611224759752301", "pending"),
      {
        seq: 5,
        issue: "202611220649",
        multiple: 1,
        amount: 104,
        status: "waiting",
        statusName: "待投注",
        orderId: null,
        orderStatus: null,
        prize: 0,
      },
    ],
    ...overrides,
  };
}
