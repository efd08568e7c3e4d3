import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MAX_ALIPAY_ACCOUNTS, MAX_BANK_CARDS } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { startSession } from "../../../lib/session.ts";
import { renderPage } from "#test/helpers.ts";
import type { CardsPlayer, CardsPlayerOptions } from "#test/features/wallet/server-ops.ts";
import AddBankPage from "./AddBankPage.tsx";
import AlipayManagementPage from "./AlipayManagementPage.tsx";
import BankManagementPage from "./BankManagementPage.tsx";
import WalletManagementPage from "./WalletManagementPage.tsx";

const server = useRealServer();
type WalletOps = typeof import("#test/features/wallet/server-ops.ts");
const ops = server.ops<WalletOps>("#test/features/wallet/server-ops.ts");

let serial = 0;
/** A new player set up per `options` (real name 张三 and withdrawal password by default), logged in. */
async function login(options: CardsPlayerOptions = {}): Promise<CardsPlayer> {
  const player = await ops.cardsPlayer(`wlplay${String((serial += 1)).padStart(2, "0")}`, options);
  startSession(player);
  return player;
}
const cardsOf = async (player: CardsPlayer) => (await ops.bankCards(player.token)).list;

const PLACES = ["/", "/realInfo", "/changePwd", "/bankManagement", "/AlipayManagement", "/addBank"];

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const click = (name: string, within_: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(within_).getByRole("button", { name })));
const fieldErrors = () =>
  [...document.querySelectorAll(".adm-form-item-feedback-error")].map((node) => node.textContent);
/** The picker just opened (a closed one of an earlier test may still be fading out in the body). */
const picker = () => [...document.querySelectorAll<HTMLElement>(".adm-picker")].at(-1)!;
const dialog = () => document.querySelector<HTMLElement>(".adm-dialog")!;

describe("/WalletManagement", () => {
  it("shows both sections with their counts and opens the card list", async () => {
    const { wallets } = await login({ cards: 2 });
    const router = renderPage(<WalletManagementPage />, "/WalletManagement", PLACES);
    expect(await screen.findByText(`已绑定 2/${MAX_BANK_CARDS}`)).toBeTruthy();
    expect(screen.getByText(`已绑定 0/${MAX_ALIPAY_ACCOUNTS}`)).toBeTruthy();
    expect(screen.getByText(`工商银行（尾号${wallets.list[0]!.cardNo.slice(-4)}）`)).toBeTruthy();
    expect(screen.queryByText("尚未实名认证")).toBeNull();
    await act(async () => fireEvent.click(screen.getByText("管理银行卡")));
    expect(router.state.location.pathname).toBe("/bankManagement");
  });

  it("sends a player without a verified real name to /realInfo", async () => {
    await login({ realName: false, withdrawPassword: false });
    const router = renderPage(<WalletManagementPage />, "/WalletManagement", PLACES);
    expect(await screen.findByText("尚未实名认证")).toBeTruthy();
    await click("去认证");
    expect(router.state.location.pathname).toBe("/realInfo");
  });
});

describe("/bankManagement", () => {
  it("draws each card masked with the default badge, and sets another default", async () => {
    const player = await login({ cards: 2 });
    const [first, second] = player.wallets.list;
    renderPage(<BankManagementPage />, "/bankManagement", PLACES);
    expect(await screen.findByText(first!.cardNo)).toBeTruthy();
    expect(screen.getByText(second!.cardNo)).toBeTruthy();
    expect(first!.cardNo).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
    expect(screen.getAllByText("默认")).toHaveLength(1);
    await click("设为默认");
    await waitFor(() => expect(server.calls("BankCard/SetWallet")).toHaveLength(1));
    expect(server.calls("BankCard/SetWallet")[0]!.body).toMatchObject({ walletId: String(second!.walletId) });
    await waitFor(() => expect(document.querySelector(".bank-card-no")!.textContent).toBe(second!.cardNo));
    expect((await cardsOf(player)).find((row) => row.isDefault)!.walletId).toBe(second!.walletId);
  });

  it("asks for the withdrawal password before deleting, checking its shape first", async () => {
    const player = await login({ cards: 2 });
    const second = player.wallets.list[1]!;
    renderPage(<BankManagementPage />, "/bankManagement", PLACES);
    await screen.findByText(second.cardNo);
    await click("删除", document.querySelectorAll<HTMLElement>(".bank-card")[1]!);
    expect(await screen.findByText("删除该银行卡，请输入6位资金密码")).toBeTruthy();
    type("请输入6位数字资金密码", "12");
    await click("确定", dialog());
    expect(screen.getByText("资金密码须为6位数字")).toBeTruthy();
    expect(server.calls("BankCard/DeleteWallet")).toHaveLength(0);

    type("请输入6位数字资金密码", "246810");
    await click("确定", dialog());
    await waitFor(() => expect(server.calls("BankCard/DeleteWallet")).toHaveLength(1));
    expect(server.calls("BankCard/DeleteWallet")[0]!.body).toMatchObject({
      walletId: String(second.walletId),
      withdrawPassword: "246810",
    });
    await waitFor(() => expect(screen.queryByText(second.cardNo)).toBeNull());
    expect((await cardsOf(player)).map((row) => row.walletId)).toEqual([player.wallets.list[0]!.walletId]);
  });

  it("offers to set a withdrawal password when none is set", async () => {
    const { wallets } = await login({ cards: 2, withdrawPassword: false });
    const router = renderPage(<BankManagementPage />, "/bankManagement", PLACES);
    await screen.findByText(wallets.list[0]!.cardNo);
    await click("删除", document.querySelector<HTMLElement>(".bank-card")!);
    expect(await screen.findByText("删除账户需验证资金密码，请先设置资金密码")).toBeTruthy();
    await click("去设置");
    await waitFor(() => expect(router.state.location.pathname).toBe("/changePwd"));
    expect(router.state.location.search).toBe("?tab=withdraw");
    expect(server.calls("BankCard/DeleteWallet")).toHaveLength(0);
  });

  it("disables adding at the limit and says why", async () => {
    const { wallets } = await login({ cards: MAX_BANK_CARDS });
    expect(wallets.canAdd).toBe(false);
    renderPage(<BankManagementPage />, "/bankManagement", PLACES);
    expect(await screen.findByText(`最多可绑定${MAX_BANK_CARDS}张银行卡`)).toBeTruthy();
    expect((screen.getByRole("button", { name: "+ 添加银行卡" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("/addBank", () => {
  it("shows the holder read-only and checks bank, card number and Luhn before sending", async () => {
    const { wallets } = await login();
    renderPage(<AddBankPage />, "/addBank", PLACES);
    expect(await screen.findByText(wallets.realName)).toBeTruthy();
    await click("确认添加");
    await waitFor(() => expect(fieldErrors()).toEqual(["请选择开户银行", "请输入银行卡号"]));
    type("请输入银行卡号", "6212 2622 0102 3557 227");
    await click("确认添加");
    expect(await screen.findByText("银行卡号有误，请核对后重新输入")).toBeTruthy();
    expect(server.calls("BankCard/BindWallet")).toHaveLength(0);
  });

  it("groups the number in fours and sends the digits, then goes to the card list", async () => {
    const player = await login();
    const router = renderPage(<AddBankPage />, "/addBank", PLACES);
    await screen.findByText("开户银行");
    await click("请选择开户银行");
    await click("确定", picker());
    expect(document.querySelector(".bank-picker")!.textContent).toBe("工商银行");
    type("请输入银行卡号", "6212262201023557228");
    expect((screen.getByPlaceholderText("请输入银行卡号") as HTMLInputElement).value).toBe(
      "6212 2622 0102 3557 228",
    );
    type("如：北京朝阳支行（选填）", " 朝阳支行 ");
    await click("确认添加");
    await waitFor(() => expect(server.calls("BankCard/BindWallet")).toHaveLength(1));
    expect(server.calls("BankCard/BindWallet")[0]!.body).toMatchObject({
      bankCode: "ICBC",
      cardNo: "6212262201023557228",
      branch: "朝阳支行",
    });
    expect(server.calls("BankCard/BindWallet")[0]!.body.holder).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe("/bankManagement"));
    const [bound] = await cardsOf(player);
    expect(bound).toMatchObject({ bankCode: "ICBC", branch: "朝阳支行", isDefault: true });
    expect(bound!.cardNo.slice(-4)).toBe("7228");
  });

  it("checks the length the chosen bank issues", async () => {
    await login();
    renderPage(<AddBankPage />, "/addBank", PLACES);
    await screen.findByText("开户银行");
    await click("请选择开户银行");
    const open = picker();
    await act(async () => fireEvent.click(within(open).getByText("招商银行")));
    // antd-mobile's PickerView reports a selection to the Picker on a 0 ms timer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await click("确定", open);
    type("请输入银行卡号", "6212262201023557228");
    expect(document.querySelector(".bank-picker")!.textContent).toBe("招商银行");
    await click("确认添加");
    await waitFor(() => expect(fieldErrors()).toEqual(["招商银行卡号须为16位"]));
    expect(server.calls("BankCard/BindWallet")).toHaveLength(0);
  });
});

describe("/AlipayManagement", () => {
  it("adds an account in the popup after checking it", async () => {
    const player = await login();
    renderPage(<AlipayManagementPage />, "/AlipayManagement", PLACES);
    expect(await screen.findByText("还没有绑定支付宝账号")).toBeTruthy();
    await click("+ 添加支付宝");
    type("手机号或邮箱", "1380013");
    await click("确认添加");
    expect(await screen.findByText("请输入正确的支付宝账号（手机号或邮箱）")).toBeTruthy();
    expect(server.calls("BankCard/BindAlipay")).toHaveLength(0);
    type("手机号或邮箱", " 13800138000 ");
    await click("确认添加");
    await waitFor(() => expect(server.calls("BankCard/BindAlipay")).toHaveLength(1));
    expect(server.calls("BankCard/BindAlipay")[0]!.body).toMatchObject({ account: "13800138000" });
    const [bound] = (await ops.alipayAccounts(player.token)).list;
    expect(await screen.findByText(bound!.account)).toBeTruthy();
  });
});
