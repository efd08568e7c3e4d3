import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AlipayListModels, WalletItem, WalletListModels } from "@lottery/contract";
import { renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import AddBankPage from "./AddBankPage.tsx";
import AlipayManagementPage from "./AlipayManagementPage.tsx";
import BankManagementPage from "./BankManagementPage.tsx";
import WalletManagementPage from "./WalletManagementPage.tsx";

const card = (walletId: number, isDefault: boolean, lastFour: string): WalletItem => ({
  walletId,
  bankCode: "ICBC",
  bankName: "工商银行",
  cardNo: `6222 **** **** ${lastFour}`,
  holder: "张*",
  branch: "",
  isDefault,
  createdAt: "2026-11-01T10:00:00+08:00",
});

const unverified = { realName: "", canAdd: false, withdrawPasswordSet: false };
const verified = { realName: "张*", canAdd: true, withdrawPasswordSet: true };
const noCards: WalletListModels = { list: [], ...verified };
const twoCards: WalletListModels = { list: [card(7, true, "1234"), card(9, false, "5678")], ...verified };
const noAlipay: AlipayListModels = { list: [], ...verified };

/** What each call answers with (models), by the path after /api/BankCard/. */
let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers, { prefix: "/api/BankCard/" });

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

beforeEach(() => {
  answers = { WalletList: twoCards, AlipayList: noAlipay };
});

describe("/WalletManagement", () => {
  it("shows both sections with their counts and opens the card list", async () => {
    const router = renderPage(<WalletManagementPage />, "/WalletManagement", PLACES);
    expect(await screen.findByText("已绑定 2/5")).toBeTruthy();
    expect(screen.getByText("已绑定 0/3")).toBeTruthy();
    expect(screen.getByText("工商银行（尾号1234）")).toBeTruthy();
    expect(screen.queryByText("尚未实名认证")).toBeNull();
    await act(async () => fireEvent.click(screen.getByText("管理银行卡")));
    expect(router.state.location.pathname).toBe("/bankManagement");
  });

  it("sends a player without a verified real name to /realInfo", async () => {
    answers = { WalletList: { list: [], ...unverified }, AlipayList: { list: [], ...unverified } };
    const router = renderPage(<WalletManagementPage />, "/WalletManagement", PLACES);
    expect(await screen.findByText("尚未实名认证")).toBeTruthy();
    await click("去认证");
    expect(router.state.location.pathname).toBe("/realInfo");
  });
});

describe("/bankManagement", () => {
  it("draws each card masked with the default badge, and sets another default", async () => {
    renderPage(<BankManagementPage />, "/bankManagement", PLACES);
    expect(await screen.findByText("6222 **** **** 1234")).toBeTruthy();
    expect(screen.getByText("6222 **** **** 5678")).toBeTruthy();
    expect(screen.getAllByText("默认")).toHaveLength(1);
    answers.SetWallet = { ...twoCards, list: [card(9, true, "5678"), card(7, false, "1234")] };
    await click("设为默认");
    await waitFor(() => expect(calls("SetWallet")).toHaveLength(1));
    expect(calls("SetWallet")[0]!.body).toMatchObject({ walletId: "9" });
    await waitFor(() =>
      expect(document.querySelector(".bank-card-no")!.textContent).toBe("6222 **** **** 5678"),
    );
  });

  it("asks for the withdrawal password before deleting, checking its shape first", async () => {
    renderPage(<BankManagementPage />, "/bankManagement", PLACES);
    await screen.findByText("6222 **** **** 5678");
    const second = document.querySelectorAll<HTMLElement>(".bank-card")[1]!;
    await click("删除", second);
    expect(await screen.findByText("删除该银行卡，请输入6位资金密码")).toBeTruthy();
    type("请输入6位数字资金密码", "12");
    await click("确定", dialog());
    expect(screen.getByText("资金密码须为6位数字")).toBeTruthy();
    expect(calls("DeleteWallet")).toHaveLength(0);

    answers.DeleteWallet = { ...twoCards, list: [card(7, true, "1234")] };
    type("请输入6位数字资金密码", "246810");
    await click("确定", dialog());
    await waitFor(() => expect(calls("DeleteWallet")).toHaveLength(1));
    expect(calls("DeleteWallet")[0]!.body).toMatchObject({ walletId: "9", withdrawPassword: "246810" });
    await waitFor(() => expect(screen.queryByText("6222 **** **** 5678")).toBeNull());
  });

  it("offers to set a withdrawal password when none is set", async () => {
    answers.WalletList = { ...twoCards, withdrawPasswordSet: false };
    const router = renderPage(<BankManagementPage />, "/bankManagement", PLACES);
    await screen.findByText("6222 **** **** 1234");
    await click("删除", document.querySelector<HTMLElement>(".bank-card")!);
    expect(await screen.findByText("删除账户需验证资金密码，请先设置资金密码")).toBeTruthy();
    await click("去设置");
    await waitFor(() => expect(router.state.location.pathname).toBe("/changePwd"));
    expect(router.state.location.search).toBe("?tab=withdraw");
    expect(calls("DeleteWallet")).toHaveLength(0);
  });

  it("disables adding at the limit and says why", async () => {
    const five = [1, 2, 3, 4, 5].map((id) => card(id, id === 1, `000${id}`));
    answers.WalletList = { ...twoCards, list: five, canAdd: false };
    renderPage(<BankManagementPage />, "/bankManagement", PLACES);
    expect(await screen.findByText("最多可绑定5张银行卡")).toBeTruthy();
    expect((screen.getByRole("button", { name: "+ 添加银行卡" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("/addBank", () => {
  it("shows the holder read-only and checks bank, card number and Luhn before sending", async () => {
    answers.WalletList = noCards;
    renderPage(<AddBankPage />, "/addBank", PLACES);
    expect(await screen.findByText("张*")).toBeTruthy();
    await click("确认添加");
    await waitFor(() => expect(fieldErrors()).toEqual(["请选择开户银行", "请输入银行卡号"]));
    type("请输入银行卡号", "6212 2622 0102 3557 227");
    await click("确认添加");
    expect(await screen.findByText("银行卡号有误，请核对后重新输入")).toBeTruthy();
    expect(calls("BindWallet")).toHaveLength(0);
  });

  it("groups the number in fours and sends the digits, then goes to the card list", async () => {
    answers.WalletList = noCards;
    answers.BindWallet = { ...noCards, list: [card(3, true, "7228")] };
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
    await waitFor(() => expect(calls("BindWallet")).toHaveLength(1));
    expect(calls("BindWallet")[0]!.body).toMatchObject({
      bankCode: "ICBC",
      cardNo: "6212262201023557228",
      branch: "朝阳支行",
    });
    expect(calls("BindWallet")[0]!.body.holder).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe("/bankManagement"));
  });

  it("checks the length the chosen bank issues", async () => {
    answers.WalletList = noCards;
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
  });
});

describe("/AlipayManagement", () => {
  it("adds an account in the popup after checking it", async () => {
    answers.BindAlipay = {
      ...noAlipay,
      list: [{ alipayId: 4, account: "138****8000", holder: "张*", isDefault: true, createdAt: "" }],
    };
    renderPage(<AlipayManagementPage />, "/AlipayManagement", PLACES);
    expect(await screen.findByText("还没有绑定支付宝账号")).toBeTruthy();
    await click("+ 添加支付宝");
    type("手机号或邮箱", "1380013");
    await click("确认添加");
    expect(await screen.findByText("请输入正确的支付宝账号（手机号或邮箱）")).toBeTruthy();
    type("手机号或邮箱", " 13800138000 ");
    await click("确认添加");
    await waitFor(() => expect(calls("BindAlipay")).toHaveLength(1));
    expect(calls("BindAlipay")[0]!.body).toMatchObject({ account: "13800138000" });
    expect(await screen.findByText("138****8000")).toBeTruthy();
  });
});
