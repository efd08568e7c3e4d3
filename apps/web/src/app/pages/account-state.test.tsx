import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { renderPage } from "#test/helpers.ts";
import { startSession } from "../../lib/session.ts";
import { setWithdrawPassword } from "../../features/account/api/passwords.ts";
import { bindWallet } from "../../features/wallet/api/cards.ts";
import WithdrawPage from "../../features/wallet/withdraw/pages/WithdrawPage.tsx";

// Set-up made on one page (account, wallet) shows at once on another (the withdrawal page): the
// account-scoped queries (lib/api/account-state.ts) refetch. Across features, so tested at the app layer.

const server = useRealServer();
type WithdrawOps = typeof import("#test/features/wallet/withdraw/server-ops.ts");
const ops = server.ops<WithdrawOps>("#test/features/wallet/withdraw/server-ops.ts");

const PLACES = ["/", "/changePwd", "/WalletManagement", "/withdrawToFillMoney"];

async function login(userName: string) {
  startSession(await ops.withdrawPlayer(userName, { yuan: 100, withdrawPassword: false, card: false }));
}

describe("/withDraw2 follows set-up made elsewhere", () => {
  it("drops a blocker as soon as the password is set or a card bound, without a reload", async () => {
    await login("acstate01");
    renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    expect(await screen.findByTestId("withdraw-notice-withdrawPassword")).toBeTruthy();
    expect(screen.getByTestId("withdraw-notice-noAccount")).toBeTruthy();
    // What /changePwd's withdrawal tab and /addBank call, while this page stays mounted.
    await act(
      async () => void (await setWithdrawPassword({ withdrawPassword: "246810", password: "secret123" })),
    );
    await waitFor(() => expect(screen.queryByTestId("withdraw-notice-withdrawPassword")).toBeNull());
    expect(screen.getByTestId("withdraw-notice-noAccount")).toBeTruthy();
    await act(
      async () => void (await bindWallet({ bankCode: "ICBC", cardNo: luhnCard("622202000000001234") })),
    );
    await waitFor(() => expect(screen.queryByTestId("withdraw-notice-noAccount")).toBeNull());
    expect(await screen.findByText(/工商银行/)).toBeTruthy();
  });
});

/** `body` and its Luhn check digit. */
function luhnCard(body: string): string {
  const sum = [...body].reverse().reduce((total, ch, i) => {
    const digit = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return body + String((10 - (sum % 10)) % 10);
}
