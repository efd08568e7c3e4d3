import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { launchBrowser, screenshot } from "./browser.ts";
import { ADMIN_URL, consolePage, desktopPage, openConsolePage } from "./admin.ts";

/** Every console page with its title and screenshot name (e2e/output/admin-<name>.png). */
const PAGES: [path: string, title: string, shot: string][] = [
  ["/dashboard", "数据概览", "dashboard"],
  ["/players", "玩家查询", "players"],
  ["/players/100001", "玩家详情 · demo", "player-detail"],
  ["/players/100001?tab=funds", "玩家详情 · demo", "player-funds"],
  ["/players/100001?tab=logins", "玩家详情 · demo", "player-logins"],
  ["/finance/withdrawals?status=", "提现审核", "withdrawals-all"],
  ["/finance/recharges", "充值订单", "recharges"],
  ["/finance/reconciliation", "充值对账", "reconciliation"],
  ["/finance/channels", "充值渠道", "recharge-channels"],
  ["/finance/ledger", "账本审计", "ledger-audit"],
  ["/lottery/issues?gameCode=ssq&status=settled", "奖期与开奖", "lottery-issues-settled"],
  ["/lottery/issues?gameCode=jlffc", "奖期与开奖", "lottery-issues-house"],
  ["/lottery/close-times", "截止时间", "lottery-close-times"],
  ["/lottery/limits", "彩票风控限额", "lottery-limits"],
  ["/instant/scratch-batches", "刮刮乐批次", "scratch-batches"],
  ["/sports/matches", "赛事与赔率", "sports-matches"],
  ["/sports/pool-prizes", "传统足彩奖金", "sports-pool-prizes"],
  ["/sports/settings", "体育设置与限额", "sports-settings"],
  ["/ssjc/matches", "赛事竞猜", "ssjc-matches"],
  ["/ssjc/events", "竞猜活动", "ssjc-events"],
  ["/sports/outright", "欧洲杯猜冠军", "sports-outright"],
  ["/content/banners", "轮播图", "content-banners"],
  ["/content/notices", "公告", "content-notices"],
  ["/content/articles", "文章资讯", "content-articles"],
  ["/content/dialogs", "弹窗", "content-dialogs"],
  ["/content/help", "帮助中心", "content-help"],
  ["/content/mail", "站内信", "content-mail"],
  ["/settings/promotions", "优惠活动", "promotions"],
  ["/settings/yuebao", "余额宝设置", "yuebao"],
  ["/settings/withdrawal", "提现设置", "withdrawal-settings"],
  ["/settings/games", "游戏平台", "game-companies"],
  ["/settings/maintenance", "维护开关", "maintenance"],
  ["/system/operators", "操作员管理", "operators"],
  ["/system/audit", "操作日志", "audit"],
];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("the login page at 1440×900", async () => {
  const page = await desktopPage(browser);
  await page.goto(`${ADMIN_URL}/login`);
  await page.getByRole("button", { name: /登\s*录/ }).waitFor();
  await screenshot(page, "admin-login");
  await page.context().close();
});

test("every console page opens with its title for a super operator", async () => {
  const page = await consolePage(browser);
  for (const [path, title, shot] of PAGES) await openConsolePage(page, path, title, shot);
  // A notice's editor with its phone preview, and a match's odds.
  await openConsolePage(page, "/content/notices", "公告");
  await page
    .locator("tr.ant-table-row")
    .first()
    .getByRole("button", { name: /编\s*辑/ })
    .click();
  await page.getByTestId("phone-frame").waitFor();
  await screenshot(page, "admin-notice-editor");
  await page.context().close();
});
