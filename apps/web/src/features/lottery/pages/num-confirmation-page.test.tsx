import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeEach, describe, expect, it } from "vitest";
import type { BetSzcModels } from "@lottery/contract";
import { clearSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { demoUser, setUpPageTests } from "../../../lib/test-helpers.ts";
import { emptySelection } from "../logic/selection.ts";
import { appendTickets, listedTicket, loadTicketList } from "../logic/ticket-list.ts";
import { pageInfo, renderRoute } from "../test-fixtures.ts";
import NumConfirmationPage from "./NumConfirmationPage.tsx";

let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);
const CONFIRM = "/NumConfirmation/:gameCode/:gameType";
const PLACES = ["/", "/ssq", "/dlt", "/rechargeType6", "/orderDetails", "/login"];
const placed: BetSzcModels = {
  orderId: "N2026112200001",
  bets: 8,
  amount: 96,
  balance: 1138.5,
  chaseId: "C2026112200001",
};

beforeEach(() => {
  answers = {
    "sitemsg/AppLotteryPageInfo": pageInfo(),
    "account/userinfo": demoUser,
    "lottery/bet_szc": placed,
  };
});

/** Puts tickets on a game's stored list, as the picking page does. */
function listTickets(gameCode: string, picks: { play: string; zones: [number[], number[]][] }[]) {
  appendTickets(
    gameCode,
    picks.map((pick) => {
      const selection = { ...emptySelection(gameCode, pick.play) };
      selection.zones = pick.zones.map(([bankers, numbers]) => ({ bankers, numbers }));
      return listedTicket(gameCode, selection)!;
    }),
  );
}

const ssqFs7 = {
  play: "FS",
  zones: [
    [[], [1, 2, 3, 4, 5, 6, 7]],
    [[], [7]],
  ] as [number[], number[]][],
};
const ssqDs = {
  play: "DS",
  zones: [
    [[], [8, 9, 10, 11, 12, 13]],
    [[], [16]],
  ] as [number[], number[]][],
};
/** Confirms the newest dialog that says `text` (a closing dialog of an earlier step may still be in the DOM). */
async function confirmDialog(text: string | RegExp) {
  const content = (await screen.findAllByText(text)).at(-1)!;
  fireEvent.click(
    within(content.closest(".adm-dialog-body")!.parentElement!).getByRole("button", { name: "确定" }),
  );
}

const total = () => screen.getByTestId("pay-total").textContent;

describe("/NumConfirmation bet list", () => {
  it("lists the tickets with their bets and totals them", async () => {
    listTickets("ssq", [ssqFs7, ssqDs]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    const rows = await screen.findAllByTestId("ticket-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain("01 02 03 04 05 06 07");
    expect(rows[0]!.textContent).toContain("复式 7注 14.00元");
    expect(total()).toContain("8注 × 1倍 × 1期 合计16.00元");
  });

  it("filters multiple and chase through the integer filter and keeps them within maxBeishu/maxQishu", async () => {
    listTickets("ssq", [ssqFs7, ssqDs]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    const multiple = (await screen.findByLabelText("倍数")) as HTMLInputElement;
    fireEvent.change(multiple, { target: { value: "3x" } });
    expect(multiple.value).toBe("3");
    expect(total()).toContain("8注 × 3倍 × 1期 合计48.00元");
    fireEvent.change(multiple, { target: { value: "9999999" } });
    expect(multiple.value).toBe("50000");
    fireEvent.change(multiple, { target: { value: "" } });
    fireEvent.blur(multiple);
    expect(multiple.value).toBe("1");
    fireEvent.click(screen.getByRole("button", { name: "追号+" }));
    fireEvent.click(screen.getByRole("button", { name: "追号+" }));
    expect(total()).toContain("8注 × 1倍 × 3期 合计48.00元");
    fireEvent.change(screen.getByLabelText("追号"), { target: { value: "99" } });
    expect((screen.getByLabelText("追号") as HTMLInputElement).value).toBe("25");
    expect(screen.getByText("中奖后停止追号")).toBeTruthy();
  });

  it("pays through bet_szc with a requestId and opens the order", async () => {
    listTickets("ssq", [ssqFs7, ssqDs]);
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    fireEvent.change(await screen.findByLabelText("倍数"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("追号"), { target: { value: "3" } });
    await screen.findByText("投注期号：第2026140期");
    fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
    await confirmDialog("第2026140期，合计96.00元，确认投注？");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"));
    expect(router.state.location.search).toBe("?orderId=N2026112200001");
    const [bet] = calls("lottery/bet_szc");
    expect(bet?.method).toBe("POST");
    expect(bet?.body).toMatchObject({
      gameCode: "ssq",
      issue: "2026140",
      tickets: "FS:01,02,03,04,05,06,07|07;DS:08,09,10,11,12,13|16",
      multiple: "2",
      chase: "3",
      stopOnWin: "1",
      addition: "0",
    });
    expect(bet?.body.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(loadTicketList("ssq")).toEqual([]);
  });

  it("keeps the list after a refusal, and a retry after a lost answer reuses the requestId", async () => {
    listTickets("ssq", [ssqDs]);
    answers["lottery/bet_szc"] = new Error("Network Error");
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    await screen.findByText("投注期号：第2026140期");
    const payOnce = async () => {
      fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
      await confirmDialog(/确认投注？/);
    };
    await payOnce();
    await waitFor(() => expect(calls("lottery/bet_szc")).toHaveLength(1));
    answers["lottery/bet_szc"] = { status: 1, msg: "本期已截止", models: null };
    await payOnce();
    await waitFor(() =>
      expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "本期已截止" })),
    );
    const [first, second] = calls("lottery/bet_szc");
    expect(second?.body.requestId).toBe(first?.body.requestId);
    expect(screen.getAllByTestId("ticket-row")).toHaveLength(1);
  });

  it("offers a recharge when the balance does not cover the total", async () => {
    listTickets("ssq", [ssqFs7]);
    answers["account/userinfo"] = { ...demoUser, Balance: 10 };
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    await waitFor(() => expect(screen.getByTestId("pay-balance").textContent).toContain("余额不足"));
    fireEvent.click(screen.getByRole("button", { name: "去充值" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rechargeType6"));
  });

  it("prices DLT 追加 at 3 yuan a bet and sends addition=1", async () => {
    answers["sitemsg/AppLotteryPageInfo"] = pageInfo("dlt", {
      current: { ...pageInfo().current!, issue: "26140" },
    });
    listTickets("dlt", [
      {
        play: "DS",
        zones: [
          [[], [1, 2, 3, 4, 5]],
          [[], [1, 2]],
        ],
      },
    ]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/dlt/DS", PLACES);
    fireEvent.click(await screen.findByRole("switch", { name: "追加投注" }));
    expect(total()).toContain("1注 × 1倍 × 1期 合计3.00元");
    await screen.findByText("投注期号：第26140期");
    fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
    await confirmDialog("第26140期，合计3.00元，确认投注？");
    await waitFor(() => expect(calls("lottery/bet_szc")[0]?.body.addition).toBe("1"));
  });

  it("deletes a ticket, and edit sends it back to the picking page", async () => {
    listTickets("ssq", [ssqFs7, ssqDs]);
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    fireEvent.click((await screen.findAllByRole("button", { name: "删除" }))[1]!);
    expect(screen.getAllByTestId("ticket-row")).toHaveLength(1);
    expect(loadTicketList("ssq")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "修改" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ssq"));
    expect(loadTicketList("ssq")).toEqual([]);
    expect(storage.getPerGame("bettingRecord", "ssq")).toMatchObject({
      play: "FS",
      zones: [{ numbers: [1, 2, 3, 4, 5, 6, 7] }, { numbers: [7] }],
    });
  });

  it("keeps list and options across a refresh, and adds random bets", async () => {
    listTickets("ssq", [ssqDs]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    fireEvent.change(await screen.findByLabelText("倍数"), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "+ 机选5注" }));
    expect(screen.getAllByTestId("ticket-row")).toHaveLength(6);
    cleanup();
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    expect(await screen.findAllByTestId("ticket-row")).toHaveLength(6);
    expect(total()).toContain("6注 × 4倍 × 1期 合计48.00元");
  });

  it("sends a visitor to login instead of paying", async () => {
    clearSession();
    listTickets("ssq", [ssqDs]);
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    await screen.findByText("投注期号：第2026140期");
    fireEvent.click(screen.getByRole("button", { name: "登录后投注" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(calls("lottery/bet_szc")).toHaveLength(0);
  });
});
