import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { confirmPaymentOf, shownToasts } from "#test/helpers.ts";
import { useRealServer } from "#test/real-server.ts";
import { perGameKey } from "../../../lib/storage.ts";
import { messages } from "../../../messages/index.ts";
import { lotteryOps, renderRoute } from "#test/features/lottery/fixtures.ts";
import { appendTickets, listedTicket, loadTicketList, saveTicketList } from "../logic/ticket-list.ts";
import FastConfirmationPage from "./FastConfirmationPage.tsx";

// Two tabs of one player share the bet list through localStorage: what one tab buys leaves the other's list.
const server = useRealServer();
const fast = lotteryOps(server);
const GAME = "ffssc";
const ROUTE = "/confirmationSSC/:gameType";
const URL = `/confirmationSSC/${GAME}`;
const PLACES = ["/", "/orderDetails", "/login", "/ssc/:gameCode"];
const SLOW = { timeout: 40_000 };

/** A one-bet 五星直选 ticket of the digits. */
const ticketOf = (digits: number[]) =>
  listedTicket(GAME, { play: "5XZX", zones: digits.map((d) => ({ bankers: [], numbers: [d] })) })!;

/** What the browser tells every other tab when one writes the game's bet list. */
const otherTabWrote = () =>
  act(() => {
    window.dispatchEvent(
      new StorageEvent("storage", { key: perGameKey("confirmation", GAME), storageArea: localStorage }),
    );
  });

const rows = () => screen.queryAllByTestId("ticket-row").map((row) => row.textContent ?? "");

describe("the bet list across tabs", SLOW, () => {
  it("drops the tickets another tab bought and keeps the rest", async () => {
    const [bought, kept] = [ticketOf([1, 2, 3, 4, 5]), ticketOf([6, 7, 8, 9, 0])];
    appendTickets(GAME, [bought, kept]);
    renderRoute(<FastConfirmationPage />, ROUTE, URL, PLACES);
    await waitFor(() => expect(rows()).toHaveLength(2));
    // the other tab paid for the first ticket: it wrote the list without it
    saveTicketList(GAME, [kept]);
    otherTabWrote();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toContain("67890");
  });

  it("takes only the bought tickets off the stored list: one added meanwhile in another tab stays", async () => {
    await fast.openFastSale(GAME);
    await server.login("tabs1", 100);
    appendTickets(GAME, [ticketOf([1, 2, 3, 4, 5])]);
    const router = renderRoute(<FastConfirmationPage />, ROUTE, URL, PLACES);
    await screen.findByText(/投注期号：第\d+期/);
    fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
    // while the payment question is open, the other tab adds a ticket
    const added = ticketOf([9, 9, 9, 9, 9]);
    await waitFor(() => expect(screen.getAllByTestId("pay-confirm").length).toBeGreaterThan(0));
    appendTickets(GAME, [added]);
    await confirmPaymentOf("2.00");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"));
    expect(server.calls("lottery/bet_szc")[0]?.body.tickets).toBe("5XZX:1|2|3|4|5");
    expect(loadTicketList(GAME).map((t) => t.ticket)).toEqual([added.ticket]);
  });

  it("refreshes a stale issue before paying: the first tap moves to the issue on sale, the next pays it", async () => {
    const sale = await fast.openFastSale(GAME);
    await server.login("tabs2", 100);
    appendTickets(GAME, [ticketOf([1, 2, 3, 4, 5])]);
    renderRoute(<FastConfirmationPage />, ROUTE, URL, PLACES);
    await screen.findByText(messages.lottery.betIssue(sale.issue));
    // the tab sat open while its issue closed and the next one opened (no event reached it)
    const drawn = await fast.drawCurrentIssue(GAME);
    fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
    expect(await screen.findByText(messages.lottery.betIssue(drawn.next!))).toBeTruthy();
    expect(shownToasts()).toContain(messages.lottery.issueMovedOn(drawn.next!));
    expect(screen.queryAllByTestId("pay-confirm")).toHaveLength(0);
    expect(server.calls("lottery/bet_szc")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
    await confirmPaymentOf("2.00", [`第${drawn.next}期`]);
    await waitFor(() => expect(server.calls("lottery/bet_szc")).toHaveLength(1));
    expect(server.calls("lottery/bet_szc")[0]?.body.issue).toBe(drawn.next);
  });
});
