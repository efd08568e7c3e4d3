/**
 * The login gate (SPEC leaves its rule open; ours): a route is gated when it shows or changes the
 * player's own account, money, records or social data, or plays a game that SPEC 2.4/5 says needs
 * login. Lottery, sports, results, lobbies, help, content and bet-slip pages stay public: visitors
 * may browse and build a slip, and the bet call itself answers status 4 when they are not logged in.
 * Matching is case-insensitive, like the routes.
 */
export const PROTECTED_ROUTES: readonly string[] = [
  // account and profile
  "/inviteFriend",
  "/personalInfo",
  "/setUserName",
  "/BindCellphone",
  "/BindEmail",
  "/changePwd",
  "/completeInfo",
  "/realInfo",
  "/modifyInfo",
  "/SetAvatar",
  // money
  "/WalletManagement",
  "/addBank",
  "/bankManagement",
  "/AlipayManagement",
  "/transactionRecord",
  "/billingDetails",
  "/accountDetail",
  "/yuEBao",
  "/transDetailList",
  "/withDraw2",
  "/withdrawToFillMoney",
  "/rechargeType6",
  "/rechargeConfigure",
  "/electic2",
  "/bonus2",
  "/bonus3",
  "/saferPlay",
  // records and orders
  "/betRecord",
  "/betRecordSmallGame",
  "/betRecordDGG",
  "/betRecordSSJC",
  "/orderDetails",
  // social writing and the player's own lists
  "/togetherOrder",
  // 跟单: every call of the lobby, a release and the ranks needs a logged-in player (SPEC 7.4: T)
  "/followOrder",
  "/followOrderDetail",
  "/followOrderRank/:type",
  "/myAttention",
  "/customMade",
  "/addNumber",
  "/homePage",
  // membership, inbox, inventory
  "/memberCenter",
  "/levelPrivilege",
  "/grow",
  "/honorGift",
  "/Store",
  "/MyBag",
  "/MsgCenter",
  "/CheckInCalendar",
  // instant games: every call needs the player (issue 26)
  "/Scratch",
  "/ScratchLobby",
  "/SlotMachine",
  "/GoldenEgg",
  "/fairVerify",
  // match guessing: every call needs the player (issue 26)
  "/Ssjc",
  // the player's agent reports
  "/ScoreBetReport",
  "/ScoreSubagent",
  "/ScoreGameReport",
  "/ScoreReprot",
  "/ScoreReturnList",
  "/ScorePromote",
  "/ScoreDiscount",
  // games that need a logged-in player (SPEC 2.4 rules 5 and 6)
  "/LYB/:gameCode",
  "/ShootingDragonDoor/:gameCode",
  // third-party games and customer service (SPEC 5: opening a game needs login)
  "/gamecenter/:company",
  "/KefuTest",
  "/kefu",
];

const GATED = new Set(PROTECTED_ROUTES.map((route) => route.toLowerCase()));

/** Whether a route pattern of the table sits behind the login gate. */
export function isProtectedRoute(route: string): boolean {
  return GATED.has(route.toLowerCase());
}
