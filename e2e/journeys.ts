import type { Page } from "playwright-core";
import { BASE_URL, screenshot } from "./browser.ts";

/** Registers a new player through /register and waits for the home page. */
export async function register(page: Page, userName: string, password: string): Promise<void> {
  await page.goto(`${BASE_URL}/register`);
  await page.getByPlaceholder("请输入用户名").fill(userName);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByPlaceholder("请再次输入密码").fill(password);
  await page.getByText("我已年满18周岁，已阅读并同意").click();
  await page.getByRole("button", { name: "注册" }).click();
  await page.waitForURL(`${BASE_URL}/`);
}

/** Closes the home page's pop-ups (我知道了), which open a moment after the page; returns when none is left. */
export async function dismissDialogs(page: Page): Promise<void> {
  const gotIt = page.getByRole("button", { name: "我知道了" });
  for (let i = 0; i < 5; i++) {
    try {
      await gotIt.first().click({ timeout: 1500 });
    } catch {
      return;
    }
  }
}

/** Opens the 我的 tab of the home page, closing a pop-up that opens over it first. */
export async function openMineTab(page: Page): Promise<void> {
  const tab = page.getByText("我的", { exact: true }).last();
  for (let i = 0; i < 4; i++) {
    await dismissDialogs(page);
    try {
      await tab.click({ timeout: 3000 });
      return;
    } catch {
      // a pop-up opened over the tab meanwhile: close it and try again
    }
  }
  await tab.click();
}

/** Presses the confirming button of the open antd-mobile dialog. */
export async function confirmDialog(page: Page): Promise<void> {
  await page
    .locator(".adm-dialog")
    .getByRole("button", { name: /确认|确定/ })
    .click();
}

/** Verifies a real name through /realInfo (a valid ID number of an adult). */
export async function verifyRealName(page: Page, name: string, idNumber: string): Promise<void> {
  await page.goto(`${BASE_URL}/realInfo`);
  await page.getByPlaceholder("请输入真实姓名").fill(name);
  await page.getByPlaceholder("请输入18位身份证号码").fill(idNumber);
  await page.getByRole("button", { name: "提交" }).click();
  await confirmDialog(page);
  await page.getByText("实名认证成功").waitFor();
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECKS = "10X98765432";

/**
 * A valid GB 11643 ID number of an adult born on 1980-01-01 in Beijing, unique per journey run
 * (ID numbers are unique across accounts, so journeys must not share one).
 */
export function uniqueIdNumber(): string {
  const sequence = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  const body = `11010519800101${sequence}`;
  const sum = [...body].reduce((total, ch, i) => total + Number(ch) * (ID_WEIGHTS[i] ?? 0), 0);
  return body + ID_CHECKS[sum % 11];
}

/**
 * Recharges the logged-in player through the sandbox cashier (/rechargeType6 → amount → cashier →
 * 确认支付) and waits for 充值成功; `shots` names a screenshot of each of the three steps.
 */
export async function rechargeThroughCashier(
  page: Page,
  yuan: string,
  shots?: readonly [amount: string, cashier: string, paid: string],
): Promise<void> {
  const shoot = (i: 0 | 1 | 2) => (shots ? screenshot(page, shots[i]) : Promise.resolve());
  await page.goto(`${BASE_URL}/rechargeType6`);
  await page.getByText("在线支付（沙箱）").click();
  await page.waitForURL((url) => url.pathname === "/rechargeConfigure");
  await page.getByPlaceholder(/请输入.*元/).fill(yuan);
  await shoot(0);
  await page.getByRole("button", { name: "立即充值" }).click();
  await page.waitForURL((url) => url.pathname === "/api/pay/sandbox/cashier");
  await shoot(1);
  await page.getByRole("button", { name: "确认支付" }).click();
  await page.waitForURL((url) => url.pathname === "/rechargeType6" && url.searchParams.has("orderNo"));
  await page.getByText("充值成功").waitFor();
  await shoot(2);
}

/** A 19-digit bank card number with a valid Luhn check digit. */
export function luhnCard(body: string): string {
  const sum = [...body].reverse().reduce((total, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** Sets the withdrawal password (6 digits) through /changePwd?tab=withdraw. */
export async function setWithdrawPassword(page: Page, loginPassword: string, pin: string): Promise<void> {
  await page.goto(`${BASE_URL}/changePwd?tab=withdraw`);
  await page.getByPlaceholder("请输入登录密码").fill(loginPassword);
  await page.getByPlaceholder("请输入6位数字资金密码").fill(pin);
  await page.getByPlaceholder("请再次输入资金密码").fill(pin);
  await page.getByRole("button", { name: "确认设置" }).click();
  await page.getByText("资金密码设置成功").waitFor();
}

/** Binds a bank card (the first bank of the picker) through /addBank; `shot` names a screenshot. */
export async function bindBankCard(page: Page, cardNo: string, shot?: string): Promise<void> {
  await page.goto(`${BASE_URL}/addBank`);
  await page.getByText("请选择开户银行").click();
  await page.locator(".adm-picker").getByText("确定").click();
  await page.getByPlaceholder("请输入银行卡号").fill(cardNo);
  if (shot) await screenshot(page, shot);
  await page.getByRole("button", { name: "确认添加" }).click();
  await page.getByText("银行卡添加成功").waitFor();
}
