import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, register } from "./journeys.ts";
import { latestCode } from "./operator.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a new player binds a phone, verifies their real name, changes password, logs in again and sets an avatar", async () => {
  const page = await phonePage(browser);
  const suffix = Date.now().toString().slice(-8);
  const userName = `pf${suffix}`;
  const phone = `139${suffix}`;
  await register(page, userName, "first123");

  // Bind a phone with the code the development sink received, starting from the profile page.
  await page.goto(`${BASE_URL}/personalInfo`);
  await page.getByText("手机号").click();
  await page.waitForURL((url) => url.pathname === "/BindCellphone");
  await page.getByPlaceholder("请输入手机号").fill(phone);
  await page.getByText("获取验证码").click();
  await page.getByText(/秒后重发/).waitFor();
  await page.getByPlaceholder("请输入验证码").fill(await latestCode(phone));
  await screenshot(page, "10-bind-phone");
  await page.getByRole("button", { name: "立即绑定" }).click();
  await page.getByText("手机绑定成功").waitFor();
  await page.waitForURL((url) => url.pathname === "/personalInfo");

  // Real name: a valid ID number of an adult, confirmed in a dialog, then shown masked.
  await page.goto(`${BASE_URL}/realInfo`);
  await page.getByPlaceholder("请输入真实姓名").fill("张三");
  await page.getByPlaceholder("请输入18位身份证号码").fill("11010519491231002X");
  await page.getByRole("button", { name: "提交" }).click();
  await confirmDialog(page);
  await page.getByText("实名认证成功").waitFor();
  await page.getByText("已完成实名认证，实名信息不可修改").waitFor();
  await screenshot(page, "11-real-name");

  // The profile shows the masked phone and the verified name.
  await page.goto(`${BASE_URL}/personalInfo`);
  await page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`).waitFor();
  await page.getByText("张*").waitFor();
  await screenshot(page, "12-personal-info");

  // Change the login password, log out, and log in with the new one.
  await page.goto(`${BASE_URL}/changePwd`);
  await page.getByPlaceholder("请输入原登录密码").fill("first123");
  await page.getByPlaceholder("请输入6-20位新密码").fill("second456");
  await page.getByPlaceholder("请再次输入密码").fill("second456");
  await page.getByRole("button", { name: "确认修改" }).click();
  await page.getByText("登录密码修改成功").waitFor();

  await page.goto(`${BASE_URL}/setting`);
  await page.getByText("退出登录").last().click();
  await confirmDialog(page);
  await page.waitForURL(`${BASE_URL}/`);

  await page.goto(`${BASE_URL}/login`);
  await page.getByPlaceholder("请输入用户名").fill(userName);
  await page.getByPlaceholder("请输入密码").fill("first123");
  await page.getByRole("button", { name: "登录" }).click();
  await page.getByText("用户名或密码错误").waitFor();
  await page.getByPlaceholder("请输入密码").fill("second456");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${BASE_URL}/`);

  // Choose the third avatar; the profile and the 我的 tab show it.
  await page.goto(`${BASE_URL}/SetAvatar`);
  await page.getByRole("button", { name: "头像3" }).click();
  await page.getByText("头像已更换").waitFor();
  assert.equal(await page.getByRole("button", { name: "头像3" }).getAttribute("aria-pressed"), "true");
  await screenshot(page, "13-avatar");
  await page.goto(`${BASE_URL}/personalInfo`);
  await page.locator('img[src="/avatars/03.svg"]').first().waitFor();
  await page.context().close();
});

test("a player who forgot the password resets it with a code sent to the bound phone", async () => {
  // The demo player has 13800138000 bound (seed); a fresh player's phone would still be inside the
  // 60 s resend wait of its binding code. The password is reset to the one the other journeys use.
  const page = await phonePage(browser);
  const phone = "13800138000";
  await page.goto(`${BASE_URL}/login`);
  await page.getByText("忘记密码？").click();
  await page.waitForURL((url) => url.pathname === "/forgetReg");
  await page.getByPlaceholder("请输入用户名").fill("demo");
  await page.getByPlaceholder("请输入绑定的手机号").fill(phone);
  await page.getByText("获取验证码").click();
  await page.getByText(/秒后重发/).waitFor();
  await page.getByPlaceholder("请输入验证码").fill(await latestCode(phone));
  await page.getByPlaceholder("请输入6-20位新密码").fill("demo123");
  await page.getByPlaceholder("请再次输入密码").fill("demo123");
  await screenshot(page, "14-reset");
  await page.getByRole("button", { name: "重置密码" }).click();
  await page.waitForURL((url) => url.pathname === "/login");

  await page.getByPlaceholder("请输入用户名").fill("demo");
  await page.getByPlaceholder("请输入密码").fill("demo123");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page.context().close();
});
