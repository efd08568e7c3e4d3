import type { RouteObject } from "react-router";
import { paths } from "../lib/paths.ts";
import { lazyPage, type PageComponent } from "./lazy.tsx";
import { isProtectedRoute } from "./protected-routes.ts";
import { RootLayout } from "./RootLayout.tsx";
import { RoutePage } from "./RoutePage.tsx";
import { TabLayout } from "./TabLayout.tsx";

// The home's lists are asked for as soon as its code arrives, before its first render (issue 21).
const loadHomeScreen = () =>
  import("./pages/HomeScreen.tsx").then((page) => {
    page.prefetchHomeContent();
    return page;
  });
let homeChunk: ReturnType<typeof loadHomeScreen> | undefined;

/**
 * main.tsx on the home route: the home chunk (preloaded by index.html) is imported before React's
 * first render, beside the entry's own work, rather than once that render has found the route.
 */
export function importHomeScreen(): void {
  homeChunk ??= loadHomeScreen();
}

const HomeScreen = lazyPage(() => {
  const chunk = homeChunk ?? loadHomeScreen();
  homeChunk = undefined; // a failed import is tried afresh by the retry page
  return chunk;
});
const NotFoundPage = lazyPage(() => import("./pages/NotFoundPage.tsx"));
const NumberGamePage = lazyPage(() => import("../features/lottery/pages/NumberGamePage.tsx"));
const FastDrawPage = lazyPage(() => import("../features/lottery/pages/FastDrawPage.tsx"));
const IframePage = lazyPage(() => import("../features/games/pages/IframePage.tsx"));
const FastConfirmationPage = lazyPage(() => import("../features/lottery/pages/FastConfirmationPage.tsx"));

/** Every route of SPEC 2.3 (and our own) with its page. */
export const BUILT_PAGES: Readonly<Record<string, PageComponent>> = {
  "/": HomeScreen,
  "/index": HomeScreen,
  "/login": lazyPage(() => import("../features/account/pages/LoginPage.tsx")),
  "/register": lazyPage(() => import("../features/account/pages/RegisterPage.tsx")),
  "/login2": lazyPage(() => import("../features/account/pages/PhoneLoginPage.tsx")),
  "/forgetReg": lazyPage(() => import("../features/account/pages/ForgetPasswordPage.tsx")),
  "/registerpromote": lazyPage(() => import("../features/account/pages/RegisterPromotePage.tsx")),
  "/inviteFriend": lazyPage(() => import("../features/account/pages/InviteFriendPage.tsx")),
  "/personalInfo": lazyPage(() => import("../features/account/pages/PersonalInfoPage.tsx")),
  "/setUserName": lazyPage(() => import("../features/account/pages/SetUserNamePage.tsx")),
  "/BindCellphone": lazyPage(() => import("../features/account/pages/BindCellphonePage.tsx")),
  "/BindEmail": lazyPage(() => import("../features/account/pages/BindEmailPage.tsx")),
  "/changePwd": lazyPage(() => import("../features/account/pages/ChangePasswordPage.tsx")),
  "/completeInfo": lazyPage(() => import("../features/account/pages/CompleteInfoPage.tsx")),
  "/realInfo": lazyPage(() => import("../features/account/pages/RealInfoPage.tsx")),
  "/modifyInfo": lazyPage(() => import("../features/account/pages/ModifyInfoPage.tsx")),
  "/SetAvatar": lazyPage(() => import("../features/account/pages/SetAvatarPage.tsx")),
  "/setting": lazyPage(() => import("../features/account/pages/SettingPage.tsx")),
  "/maintaining": lazyPage(() => import("../features/system/pages/MaintainingPage.tsx")),
  "/menuCenter": lazyPage(() => import("../features/home/pages/MenuCenterPage.tsx")),
  "/search": lazyPage(() => import("../features/home/pages/SearchPage.tsx")),
  "/activityList": lazyPage(() => import("../features/home/pages/ActivityListPage.tsx")),
  "/articleDetail": lazyPage(() => import("../features/content/pages/ArticleDetailPage.tsx")),
  "/noticeDetail/:noticeId": lazyPage(() => import("../features/content/pages/NoticeDetailPage.tsx")),
  "/helpCenter": lazyPage(() => import("../features/content/pages/HelpCenterPage.tsx")),
  "/helpType/:type": lazyPage(() => import("../features/content/pages/HelpTypePage.tsx")),
  "/helpDetail/:type/:name": lazyPage(() => import("../features/content/pages/HelpDetailPage.tsx")),
  "/MsgCenter": lazyPage(() => import("../features/content/pages/MsgCenterPage.tsx")),
  "/EDownload": lazyPage(() => import("../features/content/pages/DownloadPage.tsx")),
  "/testspeed": lazyPage(() => import("../features/content/pages/SpeedTestPage.tsx")),
  "/qq": lazyPage(() => import("../features/content/pages/KefuContactsPage.tsx")),
  // wallet and cards (issue 5)
  "/WalletManagement": lazyPage(() => import("../features/wallet/pages/WalletManagementPage.tsx")),
  "/bankManagement": lazyPage(() => import("../features/wallet/pages/BankManagementPage.tsx")),
  "/addBank": lazyPage(() => import("../features/wallet/pages/AddBankPage.tsx")),
  "/AlipayManagement": lazyPage(() => import("../features/wallet/pages/AlipayManagementPage.tsx")),
  // recharge and fund records (issue 5)
  "/rechargeType6": lazyPage(() => import("../features/funds/pages/RechargePage.tsx")),
  "/rechargeConfigure": lazyPage(() => import("../features/funds/pages/RechargeConfigurePage.tsx")),
  "/transactionRecord": lazyPage(() => import("../features/funds/pages/TransactionRecordPage.tsx")),
  "/billingDetails": lazyPage(() => import("../features/funds/pages/BillingDetailsPage.tsx")),
  // withdrawal (issue 5)
  "/withDraw2": lazyPage(() => import("../features/wallet/withdraw/pages/WithdrawPage.tsx")),
  "/withdrawToFillMoney": lazyPage(() => import("../features/wallet/withdraw/pages/TurnoverPage.tsx")),
  "/accountDetail": lazyPage(() => import("../features/wallet/withdraw/pages/WithdrawRecordsPage.tsx")),
  // discount centre (issue 5)
  "/bonus2": lazyPage(() => import("../features/bonus/pages/DiscountCenterPage.tsx")),
  "/bonus3": lazyPage(() => import("../features/bonus/pages/ClaimRecordsPage.tsx")),
  // membership and loyalty (issue 25)
  "/memberCenter": lazyPage(() => import("../features/loyalty/pages/MemberCenterPage.tsx")),
  "/levelPrivilege": lazyPage(() => import("../features/loyalty/pages/LevelPrivilegePage.tsx")),
  "/grow": lazyPage(() => import("../features/loyalty/pages/GrowPage.tsx")),
  "/honorGift": lazyPage(() => import("../features/loyalty/pages/HonorGiftPage.tsx")),
  "/CheckInCalendar": lazyPage(() => import("../features/loyalty/pages/CheckInCalendarPage.tsx")),
  "/Store": lazyPage(() => import("../features/loyalty/pages/StorePage.tsx")),
  "/MyBag": lazyPage(() => import("../features/loyalty/pages/MyBagPage.tsx")),
  // yuEBao and the transfer centre (issue 5)
  "/yuEBao": lazyPage(() => import("../features/yuebao/pages/YuEBaoPage.tsx")),
  "/transDetailList": lazyPage(() => import("../features/yuebao/pages/TransDetailListPage.tsx")),
  "/electic2": lazyPage(() => import("../features/transfer/pages/TransferCenterPage.tsx")),
  // sports screens (issue 9)
  "/jczq": lazyPage(() => import("../features/sports/pages/JczqPage.tsx")),
  "/jclq": lazyPage(() => import("../features/sports/pages/JclqPage.tsx")),
  "/bjdc": lazyPage(() => import("../features/sports/pages/BjdcPage.tsx")),
  "/qwzq": lazyPage(() => import("../features/sports/pages/QwzqPage.tsx")),
  "/ctzq": lazyPage(() => import("../features/sports/pages/CtzqPage.tsx")),
  // live scores (issue 27)
  "/scores": lazyPage(() => import("../features/scores/pages/ScoresPage.tsx")),
  "/scores/:menu": lazyPage(() => import("../features/scores/pages/ScoresPage.tsx")),
  // agent centre (issue 27)
  "/ScoreReprot": lazyPage(() => import("../features/agents/pages/ScoreReprotPage.tsx")),
  "/ScorePromote": lazyPage(() => import("../features/agents/pages/ScorePromotePage.tsx")),
  "/ScoreSubagent": lazyPage(() => import("../features/agents/pages/ScoreSubagentPage.tsx")),
  "/ScoreReturnList": lazyPage(() => import("../features/agents/pages/ScoreReturnListPage.tsx")),
  "/ScoreBetReport": lazyPage(() => import("../features/agents/pages/ScoreBetReportPage.tsx")),
  "/ScoreGameReport": lazyPage(() => import("../features/agents/pages/ScoreGameReportPage.tsx")),
  "/ScoreDiscount": lazyPage(() => import("../features/agents/pages/ScoreDiscountPage.tsx")),
  "/sportResultDetailList/:gamename/:date": lazyPage(
    () => import("../features/sports/pages/SportResultDetailListPage.tsx"),
  ),
  // number-game picking (issue 7)
  "/ssq": NumberGamePage,
  "/dlt": NumberGamePage,
  "/lhc": NumberGamePage,
  "/qxc": NumberGamePage,
  "/xqxc": NumberGamePage,
  "/qlc": NumberGamePage,
  "/PL5": NumberGamePage,
  "/pl5": NumberGamePage,
  "/fc3dpl3/:gameCode": NumberGamePage,
  "/NumConfirmation/:gameCode/:gameType": lazyPage(
    () => import("../features/lottery/pages/NumConfirmationPage.tsx"),
  ),
  // fast-draw picking and bet lists (issue 7)
  "/ssc/:gameCode": FastDrawPage,
  "/k3/:gameCode": FastDrawPage,
  "/xyft/:gameCode": FastDrawPage,
  "/QWLHC/:gameCode": FastDrawPage,
  "/LYB/:gameCode": FastDrawPage,
  "/ShootingDragonDoor/:gameCode": FastDrawPage,
  "/confirmationSSC/:gameType": FastConfirmationPage,
  "/confirmationJSKS/:gameType": FastConfirmationPage,
  "/QWLHC/NumConfirmation": FastConfirmationPage,
  // bet records and order detail (issue 7)
  "/betRecord": lazyPage(() => import("./pages/BetRecordRoute.tsx")),
  "/orderDetails": lazyPage(() => import("./pages/OrderDetailsRoute.tsx")),
  // draw results (issue 7)
  "/result": lazyPage(() => import("../features/lottery/pages/ResultPage.tsx")),
  "/resultDetailList/:gamename": lazyPage(() => import("../features/lottery/pages/ResultDetailListPage.tsx")),
  "/resultDetail/:gameCode/:issue": lazyPage(() => import("../features/lottery/pages/ResultDetailPage.tsx")),
  "/gpresultdetaillist": lazyPage(() => import("../features/lottery/pages/FastResultListPage.tsx")),
  // group purchase (issue 22)
  "/buyTogether": lazyPage(() => import("../features/together/pages/BuyTogetherPage.tsx")),
  "/togetherOrder": lazyPage(() => import("../features/together/pages/TogetherOrderPage.tsx")),
  // follow orders (issue 23)
  "/followOrder": lazyPage(() => import("../features/follow/pages/FollowOrderPage.tsx")),
  "/followOrderDetail": lazyPage(() => import("./pages/FollowOrderDetailRoute.tsx")),
  "/followOrderRank/:type": lazyPage(() => import("../features/follow/pages/FollowOrderRankPage.tsx")),
  "/customMade": lazyPage(() => import("../features/follow/pages/CustomMadePage.tsx")),
  // players' community (issue 24)
  "/homePage": lazyPage(() => import("../features/community/pages/HomePage.tsx")),
  "/myAttention": lazyPage(() => import("../features/community/pages/MyAttentionPage.tsx")),
  // built-in trend charts (issue 7; our route, not in SPEC 2.3)
  "/trend/:gameCode": lazyPage(() => import("../features/lottery/pages/TrendPage.tsx")),
  // 自选号码, saved number sets (issue 26)
  "/addNumber": lazyPage(() => import("../features/lottery/pages/AddNumberPage.tsx")),
  // game lobby, the embedded page and customer service (issue 28)
  "/gamecenter/:company": lazyPage(() => import("../features/games/pages/GameCenterPage.tsx")),
  "/iframePage": IframePage,
  "/iframePage2": IframePage,
  "/KefuTest": lazyPage(() => import("../features/games/pages/KefuTestPage.tsx")),
  // the built-in customer-service chat GetKFUrl points at (our route; SPEC names none)
  "/kefu": lazyPage(() => import("../features/games/pages/KefuChatPage.tsx")),
  // instant games (issue 26); /fairVerify is our route (the fairness check, not in SPEC 2.3)
  "/ScratchLobby": lazyPage(() => import("../features/instant/pages/ScratchLobbyPage.tsx")),
  "/scratchLobby": lazyPage(() => import("../features/instant/pages/ScratchLobbyPage.tsx")),
  "/Scratch": lazyPage(() => import("../features/instant/pages/ScratchPage.tsx")),
  "/SlotMachine": lazyPage(() => import("../features/instant/pages/SlotMachinePage.tsx")),
  "/betRecordSmallGame": lazyPage(() => import("../features/instant/pages/SmallGameRecordPage.tsx")),
  // 砸金蛋 (our route /GoldenEgg; SPEC's /betRecordDGG lists its plays, DGG read as the golden egg)
  "/GoldenEgg": lazyPage(() => import("../features/instant/pages/GoldenEggPage.tsx")),
  "/betRecordDGG": lazyPage(() => import("../features/instant/pages/EggRecordPage.tsx")),
  "/fairVerify": lazyPage(() => import("../features/instant/pages/FairVerifyPage.tsx")),
  // match guessing (赛事竞猜, issue 26)
  "/Ssjc": lazyPage(() => import("../features/ssjc/pages/SsjcPage.tsx")),
  "/betRecordSSJC": lazyPage(() => import("../features/ssjc/pages/SsjcRecordPage.tsx")),
  // prediction events (赛事活动, issue 26)
  "/OgbEventPage": lazyPage(() => import("../features/events/pages/OgbEventPage.tsx")),
  "/OgbRank": lazyPage(() => import("../features/events/pages/OgbRankPage.tsx")),
  "/EuropeCupEventPage": lazyPage(() => import("../features/events/pages/EuropeCupEventPage.tsx")),
  "/FiveLeagueBattleList": lazyPage(() => import("../features/events/pages/FiveLeagueBattlePage.tsx")),
  // the European Championship (issue 26): the hub and its betting page (match bets and 猜冠军)
  "/EuropeCup": lazyPage(() => import("../features/sports/europe/pages/EuropeCupPage.tsx")),
  "/sjb": lazyPage(() => import("../features/sports/europe/pages/SjbPage.tsx")),
  // the public fairness page (issue 29; our route): commitments, seeds, verify commands, prize tables
  "/fairness": lazyPage(() => import("../features/instant/pages/FairnessPage.tsx")),
  // safer play (issue 29; our route)
  "/saferPlay": lazyPage(() => import("../features/safer/pages/SaferPlayPage.tsx")),
};

/** Routes drawn inside the bottom tab bar. */
const TAB_ROUTES: readonly string[] = [paths.home, "/index", paths.result, paths.buyTogether];

/** Every route of the table. */
export const ROUTE_PATHS: readonly string[] = Object.keys(BUILT_PAGES);

function routeFor(path: string): RouteObject {
  const Page = BUILT_PAGES[path] as PageComponent;
  return {
    path,
    element: (
      <RoutePage gated={isProtectedRoute(path)}>
        <Page />
      </RoutePage>
    ),
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <TabLayout />, children: TAB_ROUTES.map(routeFor) },
      ...ROUTE_PATHS.filter((path) => !TAB_ROUTES.includes(path)).map(routeFor),
      {
        path: "*",
        element: (
          <RoutePage>
            <NotFoundPage />
          </RoutePage>
        ),
      },
    ],
  },
];
