import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney, prizeTickets } from "@lottery/rules";
import { shownToasts, renderPage } from "#test/helpers.ts";
import { useRealServer } from "#test/real-server.ts";
import { eventSourceTo } from "#test/features/lottery/event-source.ts";
import { lotteryOps, placeBet, renderRoute } from "#test/features/lottery/fixtures.ts";
import { emptySelection } from "../logic/selection.ts";
import { appendTickets, listedTicket } from "../logic/ticket-list.ts";
import BetRecordPage from "./BetRecordPage.tsx";
import FastConfirmationPage from "./FastConfirmationPage.tsx";
import FastDrawPage from "./FastDrawPage.tsx";
import OrderDetailsPage from "./OrderDetailsPage.tsx";

/**
 * Screens that follow the draw by themselves (issue 20), over the real server's event stream: open
 * order pages turn from 待开奖 into the outcome, the game page tells the outcome of the player's own
 * bets, and a fast-draw bet list moves on to the next issue when it opens.
 */
const server = useRealServer({ ALLOW_FORCED_DRAWS: "1" });
const lottery = lotteryOps(server);
const FAST = "ffssc";
const DRAW = "5,0,9,3,0";
// 定位胆 hitting the third position (9) against DRAW; 五星直选 hitting nothing.
const WIN = "DWD:0,1,2,3,4|5,6,7|8,9|0,1,2|3,4,5";
const MISS = "5XZX:1|2|3|4|5";
const PLACES = ["/", "/orderDetails", "/betRecord"];
const SLOW = { timeout: 40_000 };

/** The streams the page has open (the app's own onopen handler still runs). */
const open = new Set<object>();
beforeAll(async () => {
  const base = await lottery.serverBase();
  const Streaming = eventSourceTo(() => base);
  (globalThis as { EventSource?: unknown }).EventSource = class extends Streaming {
    constructor(url: string) {
      super(url);
      let handler: ((event: Event) => void) | null = null;
      Object.defineProperty(this, "onopen", {
        get: () => (event: Event) => {
          open.add(this);
          handler?.(event);
        },
        set: (next: ((event: Event) => void) | null) => (handler = next),
      });
    }
    override close() {
      open.delete(this);
      super.close();
    }
  };
});
/** Waits until the page listens to the stream, so a test draws only then. */
const listening = () => waitFor(() => expect(open.size).toBeGreaterThan(0));

const prizeYuan = () => {
  const prize = prizeTickets(FAST, WIN, DRAW);
  if (!prize.ok || prize.value.totalFen <= 0) throw new Error("the winning ticket does not win");
  return formatMoney(prize.value.totalFen);
};

/** A logged-in player with one order on the fast issue on sale; answers the order and the issue. */
async function betOnSale(name: string, tickets: string) {
  const player = await server.login(name, 50);
  const { issue } = await lottery.openFastSale(FAST);
  const order = await placeBet(server, player, { gameCode: FAST, issue }, { tickets });
  return { order, issue };
}

describe("order pages follow the draw", SLOW, () => {
  it("turns an open /orderDetails from 待开奖 into the prize when the issue is drawn", async () => {
    const { order } = await betOnSale("live1", WIN);
    renderPage(<OrderDetailsPage />, `/orderDetails?orderId=${order.orderId}`, PLACES);
    const summary = await screen.findByTestId("order-summary");
    expect(summary.textContent).toContain("待开奖");
    await listening();
    await lottery.enterDraw(FAST, DRAW, { reopen: false });
    await waitFor(() => expect(screen.getByTestId("order-summary").textContent).toContain("已中奖"), {
      timeout: 10_000,
    });
    expect(screen.getByTestId("order-summary").textContent).toContain(`${prizeYuan()}元`);
    expect(screen.getByTestId("order-draw").textContent).not.toContain("等待开奖");
  });

  it("turns a pending /betRecord row into its outcome", async () => {
    await betOnSale("live2", MISS);
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    const row = await screen.findByTestId("order-row");
    expect(row.textContent).toContain("待开奖");
    await listening();
    await lottery.enterDraw(FAST, DRAW, { reopen: false });
    await waitFor(() => expect(screen.getByTestId("order-row").textContent).toContain("未中奖"), {
      timeout: 10_000,
    });
  });
});

describe("the game page tells the outcome of the player's own bets", SLOW, () => {
  it("says the prize of a win on the issue just drawn", async () => {
    const { issue } = await betOnSale("live3", WIN);
    renderRoute(<FastDrawPage />, "/ssc/:gameCode", `/ssc/${FAST}`, PLACES);
    await screen.findByText(`第${issue}期`);
    await listening();
    await lottery.enterDraw(FAST, DRAW, { reopen: false });
    const notice = await screen.findByTestId("bet-outcome", {}, { timeout: 10_000 });
    expect(notice.textContent).toContain(`第${issue}期已开奖：恭喜您中奖${prizeYuan()}元！`);
    expect(within(notice).getByRole("link", { name: "查看记录" }).getAttribute("href")).toBe("/betRecord");
  });

  it("says so when nothing was won", async () => {
    const { issue } = await betOnSale("live4", MISS);
    renderRoute(<FastDrawPage />, "/ssc/:gameCode", `/ssc/${FAST}`, PLACES);
    await screen.findByText(`第${issue}期`);
    await listening();
    await lottery.enterDraw(FAST, DRAW, { reopen: false });
    const notice = await screen.findByTestId("bet-outcome", {}, { timeout: 10_000 });
    expect(notice.textContent).toContain(`第${issue}期已开奖：您的投注未中奖`);
  });
});

describe("a fast-draw bet list follows the issue", SLOW, () => {
  it("moves to the next issue when it opens, says so, and can pay again", async () => {
    await server.login("live5", 50);
    const sale = await lottery.openFastSale(FAST);
    const pick = {
      ...emptySelection(FAST, "5XZX"),
      zones: [1, 2, 3, 4, 5].map((n) => ({ bankers: [], numbers: [n] })),
    };
    appendTickets(FAST, [listedTicket(FAST, pick)!]);
    renderRoute(<FastConfirmationPage />, "/confirmationSSC/:gameType", `/confirmationSSC/${FAST}`, PLACES);
    expect(await screen.findByText(`投注期号：第${sale.issue}期`)).toBeTruthy();
    await listening();
    const drawn = await lottery.drawCurrentIssue(FAST);
    expect(drawn.next).not.toBeNull();
    expect(await screen.findByText(`投注期号：第${drawn.next}期`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(shownToasts()).toContain(`上一期已截止，已切换到第${drawn.next}期`);
    const pay = screen.getByRole("button", { name: "立即投注" });
    expect(pay.hasAttribute("disabled")).toBe(false);
  });
});
