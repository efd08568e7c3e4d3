import type { FollowRuleKind } from "@lottery/contract";

/** Route paths used from code (STYLE: one paths module, URLs are never hand-typed in pages). */
export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  maintaining: "/maintaining",
  result: "/result",
  buyTogether: "/buyTogether",
  memberCenter: "/memberCenter",
  // membership and loyalty (issue 25)
  levelPrivilege: "/levelPrivilege",
  grow: "/grow",
  honorGift: "/honorGift",
  checkInCalendar: "/CheckInCalendar",
  store: "/Store",
  myBag: "/MyBag",
  // instant games (issue 26)
  scratchLobby: "/ScratchLobby",
  scratch: "/Scratch",
  slotMachine: "/SlotMachine",
  betRecordSmallGame: "/betRecordSmallGame",
  /** 砸金蛋 (our route; its records are SPEC's /betRecordDGG). */
  goldenEgg: "/GoldenEgg",
  betRecordDGG: "/betRecordDGG",
  fairVerify: "/fairVerify",
  // match guessing (赛事竞猜, issue 26)
  ssjc: "/Ssjc",
  betRecordSSJC: "/betRecordSSJC",
  // prediction events (赛事活动, issue 26)
  ogbEventPage: "/OgbEventPage",
  ogbRank: "/OgbRank",
  europeCupEventPage: "/EuropeCupEventPage",
  fiveLeagueBattleList: "/FiveLeagueBattleList",
  /** 公平性: every house game's commitments and seeds, the verify commands, the prize tables (our route). */
  fairness: "/fairness",
  iframePage: "/iframePage",
  scores: "/scores",
  iframePage2: "/iframePage2",
  gameCenter: "/gamecenter/:company",
  kefuTest: "/KefuTest",
  kefuChat: "/kefu",
  download: "/EDownload",
  yuEBao: "/yuEBao",
  // account pages (issue 4)
  phoneLogin: "/login2",
  forgetPassword: "/forgetReg",
  registerPromote: "/registerpromote",
  inviteFriend: "/inviteFriend",
  personalInfo: "/personalInfo",
  setUserName: "/setUserName",
  bindCellphone: "/BindCellphone",
  bindEmail: "/BindEmail",
  changePassword: "/changePwd",
  completeInfo: "/completeInfo",
  realInfo: "/realInfo",
  modifyInfo: "/modifyInfo",
  setAvatar: "/SetAvatar",
  setting: "/setting",

  // home, content and help pages (issue 10)
  menuCenter: "/menuCenter",
  msgCenter: "/MsgCenter",
  search: "/search",
  activityList: "/activityList",
  articleDetail: "/articleDetail",
  noticeDetail: "/noticeDetail/:noticeId",
  helpCenter: "/helpCenter",
  helpType: "/helpType/:type",
  helpDetail: "/helpDetail/:type/:name",
  qq: "/qq",
  testSpeed: "/testspeed",
  // home menu targets (SPEC 2.1) whose pages later issues build
  rechargeType6: "/rechargeType6",
  withdrawToFillMoney: "/withdrawToFillMoney",
  withDraw2: "/withDraw2",
  electic2: "/electic2",
  transactionRecord: "/transactionRecord",
  betRecord: "/betRecord",
  homePage: "/homePage",
  customMade: "/customMade",
  addNumber: "/addNumber",
  myAttention: "/myAttention",
  bonus2: "/bonus2",
  // agent centre (issue 27; SPEC 2.3 Score* routes)
  agentReport: "/ScoreReprot",
  agentPromote: "/ScorePromote",
  agentSubagent: "/ScoreSubagent",
  agentReturnList: "/ScoreReturnList",
  agentBetReport: "/ScoreBetReport",
  agentGameReport: "/ScoreGameReport",
  agentDiscount: "/ScoreDiscount",
  /** 领取记录 of the discount centre. */
  bonus3: "/bonus3",
  followOrder: "/followOrder",
  /** A release (发单) with its followers and the follow sheet: ?releaseId= (our route; SPEC names none). */
  followOrderDetail: "/followOrderDetail",
  /** The releasers' ranks: type day, week, month or streak (连红). */
  followOrderRank: "/followOrderRank/:type",
  // wallet and cards (issue 5)
  walletManagement: "/WalletManagement",
  bankManagement: "/bankManagement",
  addBank: "/addBank",
  alipayManagement: "/AlipayManagement",
  /** The 资金密码 tab of /changePwd. */
  withdrawPasswordSetup: "/changePwd?tab=withdraw",
  // recharge and fund records (issue 5)
  rechargeConfigure: "/rechargeConfigure",
  billingDetails: "/billingDetails",
  // withdrawal (issue 5)
  accountDetail: "/accountDetail",
  // yuEBao (issue 5)
  transDetailList: "/transDetailList",
  // number and fast-draw lottery (issue 7)
  numConfirmation: "/NumConfirmation/:gameCode/:gameType",
  // fast draws (issue 7): the bet lists of SPEC 2.3 name only the play; ?gameCode= names the game
  confirmationSSC: "/confirmationSSC/:gameType",
  confirmationJSKS: "/confirmationJSKS/:gameType",
  qwlhcConfirmation: "/QWLHC/NumConfirmation",
  orderDetails: "/orderDetails",
  /** A group purchase (合买) scheme: ?schemeId= */
  togetherOrder: "/togetherOrder",
  /** One game's draw history (gamename = the game code). */
  resultDetailList: "/resultDetailList/:gamename",
  /** One draw: numbers, prize tiers and, for house games, the seed and 验证 (our route; SPEC names none). */
  resultDetail: "/resultDetail/:gameCode/:issue",
  /** A game's built-in trend chart (走势图) from the omission statistics (our route; SPEC names none). */
  trend: "/trend/:gameCode",
  /** Fast-draw result history with a game switcher (SPEC 2.3). */
  fastResults: "/gpresultdetaillist",
  /** 理性投注: the player's own limits and breaks (issue 29; our route, SPEC names none). */
  saferPlay: "/saferPlay",
} as const;

/** Paths that open on the home tab (route-table.tsx: "/" and "/index", matched case-insensitively). */
export function isHomePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return path === "" || path === "/index";
}

/** Query parameter that carries the login page's return target (also sent in route state). */
export const REDIRECT_PARAM = "redirect";

/** The login URL that comes back to `target` after login. */
export function loginPathFor(target: string): string {
  if (!target || target === paths.home || target.startsWith(paths.login)) return paths.login;
  return `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * The return target of the login page: route state `from`, else `?redirect=`, else home. Only
 * in-app paths are accepted (no open redirect to another site).
 */
export function loginReturnTarget(search: string, state: unknown): string {
  const fromState = (state as { from?: unknown } | null)?.from;
  const candidate =
    typeof fromState === "string" ? fromState : new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//")) return paths.home;
  if (candidate.toLowerCase().startsWith(paths.login) || candidate.toLowerCase().startsWith(paths.register)) {
    return paths.home;
  }
  return candidate;
}

/**
 * 定制跟单 with the sheet up for a releaser's releases, or (`kind` scheme) a group-purchase initiator's
 * schemes: my running rule of that kind on them, or a new one.
 */
export function customMadePath(mid: number, name: string, kind: FollowRuleKind = "release"): string {
  const query = new URLSearchParams({ mid: String(mid), name });
  if (kind === "scheme") query.set("kind", kind);
  return `${paths.customMade}?${query.toString()}`;
}
