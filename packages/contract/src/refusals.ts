import { AdminMsg } from "./admin.ts";
import { Msg } from "./messages.ts";
import { Status, type StatusCode } from "./status.ts";

/**
 * Every refusal the server answers with, as a closed list of codes: each code's envelope status and
 * its Chinese text (a sentence, or a function of the refusal's arguments). Domain code refuses by
 * code (`refuse("lotteryBets.issueClosed", issue)` in the server); only the HTTP layer turns a
 * refusal into the envelope `{status, msg}` through this table. Codes are the message's path in `Msg` (`admin.*`: in `AdminMsg`).
 *
 * Four codes pass a text through, each from a closed list of its own: `rule` (a packages/rules
 * refusal), `promotionNotClaimable` (the promotion's eligibility reason), `transfer.failed` (the game
 * provider's failure reason stored with the transfer) and `maintenance` (the operator's notice).
 */

type RefusalText = string | ((...args: never[]) => string);

interface RefusalEntry<T extends RefusalText> {
  status: StatusCode;
  text: T;
}

const as = <T extends RefusalText>(status: StatusCode, text: T): RefusalEntry<T> => ({ status, text });

const passThrough = (text: string) => text;

export const REFUSALS = {
  // Envelope-level
  badParam: as(Status.BAD_PARAM, (field: string, detail?: string) =>
    detail ? `${Msg.badParam(field)}，${detail}` : Msg.badParam(field),
  ),
  maintenance: as(Status.MAINTENANCE, (notice?: string) => notice || Msg.maintenance),
  rule: as(Status.REFUSED, passThrough),
  promotionNotClaimable: as(Status.REFUSED, passThrough),
  "transfer.failed": as(Status.REFUSED, (reason?: string) => reason || Msg.systemBusy),
  // General
  accountLocked: as(Status.REFUSED, Msg.accountLocked),
  realNameRequired: as(Status.REFUSED, Msg.realNameRequired),
  alipayBound: as(Status.REFUSED, Msg.alipayBound),
  alipayLimit: as(Status.REFUSED, Msg.alipayLimit),
  alipayNotFound: as(Status.REFUSED, Msg.alipayNotFound),
  alipayTaken: as(Status.REFUSED, Msg.alipayTaken),
  articleNotFound: as(Status.REFUSED, Msg.articleNotFound),
  avatarUnknown: as(Status.REFUSED, Msg.avatarUnknown),
  badSignature: as(Status.BAD_SIGNATURE, Msg.badSignature),
  bankCardBound: as(Status.REFUSED, Msg.bankCardBound),
  bankCardLimit: as(Status.REFUSED, Msg.bankCardLimit),
  bankCardNotFound: as(Status.REFUSED, Msg.bankCardNotFound),
  bankCardTaken: as(Status.REFUSED, Msg.bankCardTaken),
  banned: as(Status.BANNED, Msg.banned),
  codeDailyLimit: as(Status.TOO_MANY_REQUESTS, Msg.codeDailyLimit),
  codeInvalid: as(Status.REFUSED, Msg.codeInvalid),
  codeResendWait: as(Status.TOO_MANY_REQUESTS, Msg.codeResendWait),
  contentDuplicate: as(Status.REFUSED, Msg.contentDuplicate),
  contentNotFound: as(Status.REFUSED, Msg.contentNotFound),
  devCodesOff: as(Status.REFUSED, Msg.devCodesOff),
  devClockOff: as(Status.REFUSED, Msg.devClockOff),
  emailTaken: as(Status.REFUSED, Msg.emailTaken),
  helpNotFound: as(Status.REFUSED, Msg.helpNotFound),
  idCardInvalid: as(Status.REFUSED, Msg.idCardInvalid),
  idCardTaken: as(Status.REFUSED, Msg.idCardTaken),
  insufficientBalance: as(Status.REFUSED, Msg.insufficientBalance),
  inviterMismatch: as(Status.REFUSED, Msg.inviterMismatch),
  inviterUnknown: as(Status.REFUSED, Msg.inviterUnknown),
  loginRequired: as(Status.LOGIN_REQUIRED, Msg.loginRequired),
  mailNotFound: as(Status.REFUSED, Msg.mailNotFound),
  missingParam: as(Status.BAD_PARAM, Msg.missingParam),
  nickNameTaken: as(Status.REFUSED, Msg.nickNameTaken),
  noOfflineReward: as(Status.REFUSED, Msg.noOfflineReward),
  noticeNotFound: as(Status.REFUSED, Msg.noticeNotFound),
  operatorOnly: as(Status.LOGIN_REQUIRED, Msg.operatorOnly),
  phoneTaken: as(Status.REFUSED, Msg.phoneTaken),
  playerNotFound: as(Status.REFUSED, Msg.playerNotFound),
  promotionClaimed: as(Status.REFUSED, Msg.promotionClaimed),
  promotionNotFound: as(Status.REFUSED, Msg.promotionNotFound),
  realNameDone: as(Status.REFUSED, Msg.realNameDone),
  realNameFirst: as(Status.REFUSED, Msg.realNameFirst),
  rechargeAmountRange: as(Status.REFUSED, Msg.rechargeAmountRange),
  rechargeChannelUnavailable: as(Status.REFUSED, Msg.rechargeChannelUnavailable),
  requestIdReused: as(Status.REQUEST_ID_REUSED, Msg.requestIdReused),
  staleTime: as(Status.BAD_SIGNATURE, Msg.staleTime),
  systemBusy: as(Status.REFUSED, Msg.systemBusy),
  tooManyRequests: as(Status.TOO_MANY_REQUESTS, Msg.tooManyRequests),
  underage: as(Status.REFUSED, Msg.underage),
  userNameTaken: as(Status.REFUSED, Msg.userNameTaken),
  withdrawAmountRange: as(Status.REFUSED, Msg.withdrawAmountRange),
  withdrawDailyLimit: as(Status.REFUSED, Msg.withdrawDailyLimit),
  withdrawPasswordFirst: as(Status.REFUSED, Msg.withdrawPasswordFirst),
  withdrawPasswordIncorrect: as(Status.REFUSED, Msg.withdrawPasswordIncorrect),
  withdrawPasswordLockedToday: as(Status.REFUSED, Msg.withdrawPasswordLockedToday),
  withdrawPasswordWrongLeft: as(Status.REFUSED, Msg.withdrawPasswordWrongLeft),
  withdrawTurnoverOwed: as(Status.REFUSED, Msg.withdrawTurnoverOwed),
  withdrawalAccountNotFound: as(Status.REFUSED, Msg.withdrawalAccountNotFound),
  withdrawalDecided: as(Status.REFUSED, Msg.withdrawalDecided),
  withdrawalNotFound: as(Status.REFUSED, Msg.withdrawalNotFound),
  wrongCredentials: as(Status.REFUSED, Msg.wrongCredentials),
  wrongLoginPassword: as(Status.REFUSED, Msg.wrongLoginPassword),
  wrongOldPassword: as(Status.REFUSED, Msg.wrongOldPassword),
  wrongWithdrawPassword: as(Status.REFUSED, Msg.wrongWithdrawPassword),
  // agent (代理, issue 27)
  "agent.notAgent": as(Status.REFUSED, Msg.agent.notAgent),
  "agent.applyPending": as(Status.REFUSED, Msg.agent.applyPending),
  "agent.alreadyAgent": as(Status.REFUSED, Msg.agent.alreadyAgent),
  "agent.playerTypeOnly": as(Status.REFUSED, Msg.agent.playerTypeOnly),
  "agent.applyRejectedWait": as(Status.REFUSED, Msg.agent.applyRejectedWait),
  "agent.rateOverOwn": as(Status.REFUSED, Msg.agent.rateOverOwn),
  "agent.rateOverMax": as(Status.REFUSED, Msg.agent.rateOverMax),
  "agent.depthReached": as(Status.REFUSED, Msg.agent.depthReached),
  "agent.codeNotFound": as(Status.REFUSED, Msg.agent.codeNotFound),
  "agent.notInTeam": as(Status.REFUSED, Msg.agent.notInTeam),
  "agent.agentNotFound": as(Status.REFUSED, Msg.agent.agentNotFound),
  "agent.notPending": as(Status.REFUSED, Msg.agent.notPending),
  // follow (跟单, issue 23)
  "follow.releaseNotFound": as(Status.REFUSED, Msg.follow.releaseNotFound),
  "follow.gameNotReleasable": as(Status.REFUSED, Msg.follow.gameNotReleasable),
  "follow.commissionOverCap": as(Status.REFUSED, Msg.follow.commissionOverCap),
  "follow.ownRelease": as(Status.REFUSED, Msg.follow.ownRelease),
  "follow.followClosed": as(Status.REFUSED, Msg.follow.followClosed),
  "follow.releaseCancelled": as(Status.REFUSED, Msg.follow.releaseCancelled),
  "follow.ruleNotFound": as(Status.REFUSED, Msg.follow.ruleNotFound),
  "follow.ruleOwnReleaser": as(Status.REFUSED, Msg.follow.ruleOwnReleaser),
  "follow.ruleExists": as(Status.REFUSED, Msg.follow.ruleExists),
  "follow.ruleSchemeExists": as(Status.REFUSED, Msg.follow.ruleSchemeExists),
  "follow.ruleFull": as(Status.REFUSED, Msg.follow.ruleFull),
  "follow.ruleEnded": as(Status.REFUSED, Msg.follow.ruleEnded),
  "follow.ruleFieldsMissing": as(Status.BAD_PARAM, Msg.follow.ruleFieldsMissing),
  // community (issue 24)
  "community.attentionSelf": as(Status.REFUSED, Msg.community.attentionSelf),
  "community.playerNotFound": as(Status.REFUSED, Msg.community.playerNotFound),
  "community.targetNotFound": as(Status.REFUSED, Msg.community.targetNotFound),
  "community.commentNotFound": as(Status.REFUSED, Msg.community.commentNotFound),
  "community.sensitiveWord": as(Status.REFUSED, Msg.community.sensitiveWord),
  "community.commentBanned": as(Status.REFUSED, Msg.community.commentBanned),
  "community.tooManyComments": as(Status.TOO_MANY_REQUESTS, Msg.community.tooManyComments),
  // together (合买, issue 22)
  "together.schemeNotFound": as(Status.REFUSED, Msg.together.schemeNotFound),
  "together.notSelling": as(Status.REFUSED, Msg.together.notSelling),
  "together.full": as(Status.REFUSED, Msg.together.full),
  "together.sharesLeft": as(Status.REFUSED, Msg.together.sharesLeft),
  "together.deadlinePassed": as(Status.REFUSED, Msg.together.deadlinePassed),
  "together.initiatorOnly": as(Status.REFUSED, Msg.together.initiatorOnly),
  "together.cancelTooLate": as(Status.REFUSED, Msg.together.cancelTooLate),
  "together.operatorCancelTooLate": as(Status.REFUSED, Msg.together.operatorCancelTooLate),
  "together.tooLarge": as(Status.REFUSED, Msg.together.tooLarge),
  "together.tooSmall": as(Status.REFUSED, Msg.together.tooSmall),
  "together.minJoin": as(Status.REFUSED, Msg.together.minJoin),
  "together.tooManyOpen": as(Status.REFUSED, Msg.together.tooManyOpen),
  // lotteryBets
  "lotteryBets.chaseNotFound": as(Status.REFUSED, Msg.lotteryBets.chaseNotFound),
  "lotteryBets.savedNumbersFull": as(Status.REFUSED, Msg.lotteryBets.savedNumbersFull),
  "lotteryBets.savedNumberNotFound": as(Status.REFUSED, Msg.lotteryBets.savedNumberNotFound),
  "lotteryBets.chaseOver": as(Status.REFUSED, Msg.lotteryBets.chaseOver),
  "lotteryBets.chaseScheduleShort": as(Status.REFUSED, Msg.lotteryBets.chaseScheduleShort),
  "lotteryBets.issueClosed": as(Status.REFUSED, Msg.lotteryBets.issueClosed),
  "lotteryBets.issueNotOpen": as(Status.REFUSED, Msg.lotteryBets.issueNotOpen),
  "lotteryBets.issueUnknown": as(Status.REFUSED, Msg.lotteryBets.issueUnknown),
  "lotteryBets.limitIssue": as(Status.REFUSED, Msg.lotteryBets.limitIssue),
  "lotteryBets.limitOrder": as(Status.REFUSED, Msg.lotteryBets.limitOrder),
  "lotteryBets.limitPlayerIssue": as(Status.REFUSED, Msg.lotteryBets.limitPlayerIssue),
  "lotteryBets.orderNotFound": as(Status.REFUSED, Msg.lotteryBets.orderNotFound),
  // lotteryDraws
  "lotteryDraws.beforeDrawTime": as(Status.REFUSED, Msg.lotteryDraws.beforeDrawTime),
  "lotteryDraws.houseDrawn": as(Status.REFUSED, Msg.lotteryDraws.houseDrawn),
  "lotteryDraws.issueNotFound": as(Status.REFUSED, Msg.lotteryDraws.issueNotFound),
  "lotteryDraws.issueVoid": as(Status.REFUSED, Msg.lotteryDraws.issueVoid),
  "lotteryDraws.notDrawnYet": as(Status.REFUSED, Msg.lotteryDraws.notDrawnYet),
  "lotteryDraws.notHouseGame": as(Status.REFUSED, Msg.lotteryDraws.notHouseGame),
  "lotteryDraws.prizeFixed": as(Status.REFUSED, Msg.lotteryDraws.prizeFixed),
  "lotteryDraws.resultFixed": as(Status.REFUSED, Msg.lotteryDraws.resultFixed),
  "lotteryDraws.stillOnSale": as(Status.REFUSED, Msg.lotteryDraws.stillOnSale),
  // loyalty
  "loyalty.alreadyCheckedIn": as(Status.REFUSED, Msg.loyalty.alreadyCheckedIn),
  "loyalty.dailyLimit": as(Status.REFUSED, Msg.loyalty.dailyLimit),
  "loyalty.giftClaimed": as(Status.REFUSED, Msg.loyalty.giftClaimed),
  "loyalty.giftNone": as(Status.REFUSED, Msg.loyalty.giftNone),
  "loyalty.giftNotReached": as(Status.REFUSED, Msg.loyalty.giftNotReached),
  "loyalty.taskNotDone": as(Status.REFUSED, Msg.loyalty.taskNotDone),
  "loyalty.taskClaimed": as(Status.REFUSED, Msg.loyalty.taskClaimed),
  "loyalty.taskClosed": as(Status.REFUSED, Msg.loyalty.taskClosed),
  "loyalty.makeUpAlreadySigned": as(Status.REFUSED, Msg.loyalty.makeUpAlreadySigned),
  "loyalty.makeUpMonthLimit": as(Status.REFUSED, Msg.loyalty.makeUpMonthLimit),
  "loyalty.makeUpNotPast": as(Status.REFUSED, Msg.loyalty.makeUpNotPast),
  "loyalty.makeUpNotThisMonth": as(Status.REFUSED, Msg.loyalty.makeUpNotThisMonth),
  "loyalty.noMakeUpCard": as(Status.REFUSED, Msg.loyalty.noMakeUpCard),
  "loyalty.packetNoChase": as(Status.REFUSED, Msg.loyalty.packetNoChase),
  "loyalty.packetUnusable": as(Status.REFUSED, Msg.loyalty.packetUnusable),
  "loyalty.notEnoughPoints": as(Status.REFUSED, Msg.loyalty.notEnoughPoints),
  "loyalty.pointsFrozen": as(Status.REFUSED, Msg.loyalty.pointsFrozen),
  "loyalty.productNotFound": as(Status.REFUSED, Msg.loyalty.productNotFound),
  "loyalty.soldOut": as(Status.REFUSED, Msg.loyalty.soldOut),
  // instant games
  "instant.batchNotFound": as(Status.REFUSED, Msg.instant.batchNotFound),
  "instant.soldOut": as(Status.REFUSED, Msg.instant.soldOut),
  "instant.cardNotFound": as(Status.REFUSED, Msg.instant.cardNotFound),
  "instant.notEnoughPoints": as(Status.REFUSED, Msg.instant.notEnoughPoints),
  "instant.noChances": as(Status.REFUSED, Msg.instant.noChances),
  "instant.playNotFound": as(Status.REFUSED, Msg.instant.playNotFound),
  // match guessing
  "ssjc.matchNotOpen": as(Status.REFUSED, Msg.ssjc.matchNotOpen),
  "ssjc.closed": as(Status.REFUSED, Msg.ssjc.closed),
  "ssjc.alreadyGuessed": as(Status.REFUSED, Msg.ssjc.alreadyGuessed),
  "ssjc.dailyLimit": as(Status.REFUSED, Msg.ssjc.dailyLimit),
  "ssjc.notFootball": as(Status.REFUSED, Msg.ssjc.notFootball),
  "ssjc.matchDecided": as(Status.REFUSED, Msg.ssjc.matchDecided),
  "ssjc.hasGuesses": as(Status.REFUSED, Msg.ssjc.hasGuesses),
  "ssjc.eventNotFound": as(Status.REFUSED, Msg.ssjc.eventNotFound),
  "ssjc.eventMatchNotIn": as(Status.REFUSED, Msg.ssjc.eventMatchNotIn),
  "ssjc.eventKickedOff": as(Status.REFUSED, Msg.ssjc.eventKickedOff),
  "ssjc.eventNotLive": as(Status.REFUSED, Msg.ssjc.eventNotLive),
  "ssjc.eventPaidOut": as(Status.REFUSED, Msg.ssjc.eventPaidOut),
  "ssjc.eventHasPredictions": as(Status.REFUSED, Msg.ssjc.eventHasPredictions),
  "outright.notOpen": as(Status.REFUSED, Msg.outright.notOpen),
  "outright.teamNotFound": as(Status.REFUSED, Msg.outright.teamNotFound),
  "outright.teamNotSelling": as(Status.REFUSED, Msg.outright.teamNotSelling),
  "outright.decided": as(Status.REFUSED, Msg.outright.decided),
  // sportsBets
  "sportsBets.ctzqIssueClosed": as(Status.REFUSED, Msg.sportsBets.ctzqIssueClosed),
  "sportsBets.ctzqIssueIncomplete": as(Status.REFUSED, Msg.sportsBets.ctzqIssueIncomplete),
  "sportsBets.ctzqOneIssue": as(Status.REFUSED, Msg.sportsBets.ctzqOneIssue),
  "sportsBets.matchClosed": as(Status.REFUSED, Msg.sportsBets.matchClosed),
  "sportsBets.matchNotFound": as(Status.REFUSED, Msg.sportsBets.matchNotFound),
  "sportsBets.matchNotInGame": as(Status.REFUSED, Msg.sportsBets.matchNotInGame),
  "sportsBets.noBets": as(Status.REFUSED, Msg.sportsBets.noBets),
  "sportsBets.oddsChanged": as(Status.ODDS_CHANGED, Msg.sportsBets.oddsChanged),
  "sportsBets.optionNotOnSale": as(Status.REFUSED, Msg.sportsBets.optionNotOnSale),
  "sportsBets.ozbOnly": as(Status.REFUSED, Msg.sportsBets.ozbOnly),
  "sportsBets.playNotOnSale": as(Status.REFUSED, Msg.sportsBets.playNotOnSale),
  "sportsBets.stakeTooLarge": as(Status.REFUSED, Msg.sportsBets.stakeTooLarge),
  // sportsData
  "sportsData.issueFull": as(Status.REFUSED, Msg.sportsData.issueFull),
  "sportsData.issueNotFound": as(Status.REFUSED, Msg.sportsData.issueNotFound),
  "sportsData.issueNotOpen": as(Status.REFUSED, Msg.sportsData.issueNotOpen),
  "sportsData.matchDecided": as(Status.REFUSED, Msg.sportsData.matchDecided),
  "sportsData.matchNotFound": as(Status.REFUSED, Msg.sportsData.matchNotFound),
  "sportsData.notStarted": as(Status.REFUSED, Msg.sportsData.notStarted),
  "sportsData.numTaken": as(Status.REFUSED, Msg.sportsData.numTaken),
  "sportsData.prizeChanged": as(Status.REFUSED, Msg.sportsData.prizeChanged),
  "sportsData.resultSettled": as(Status.REFUSED, Msg.sportsData.resultSettled),
  // game lobby
  "games.unknownGame": as(Status.REFUSED, Msg.games.unknownGame),
  "games.launchExpired": as(Status.REFUSED, Msg.games.launchExpired),
  "games.betRange": as(Status.BAD_PARAM, Msg.games.betRange),
  "games.choiceInvalid": as(Status.BAD_PARAM, Msg.games.choiceInvalid),
  "games.kefuUnavailable": as(Status.REFUSED, Msg.games.kefuUnavailable),
  // customer service
  "kefu.textTooLong": as(Status.BAD_PARAM, Msg.kefu.textTooLong),
  "kefu.imageInvalid": as(Status.BAD_PARAM, Msg.kefu.imageInvalid),
  "kefu.orderNotFound": as(Status.REFUSED, Msg.kefu.orderNotFound),
  "kefu.conversationNotFound": as(Status.REFUSED, Msg.kefu.conversationNotFound),
  // transfer
  "transfer.busy": as(Status.REFUSED, Msg.transfer.busy),
  "transfer.gameWalletShort": as(Status.REFUSED, Msg.transfer.gameWalletShort),
  "transfer.notPermitted": as(Status.REFUSED, Msg.transfer.notPermitted),
  "transfer.unknownCompany": as(Status.REFUSED, Msg.transfer.unknownCompany),
  // yuebao
  "yuebao.dayNotOver": as(Status.REFUSED, Msg.yuebao.dayNotOver),
  // admin (the operator console)
  "admin.disableSelf": as(Status.REFUSED, AdminMsg.disableSelf),
  "admin.forbidden": as(Status.REFUSED, AdminMsg.forbidden),
  "admin.lastSuper": as(Status.REFUSED, AdminMsg.lastSuper),
  "admin.numberExpected": as(Status.BAD_PARAM, AdminMsg.numberExpected),
  "admin.operatorDisabled": as(Status.REFUSED, AdminMsg.operatorDisabled),
  "admin.operatorNameTaken": as(Status.REFUSED, AdminMsg.operatorNameTaken),
  "admin.operatorNotFound": as(Status.REFUSED, AdminMsg.operatorNotFound),
  "admin.ownRole": as(Status.REFUSED, AdminMsg.ownRole),
  "saferPlay.onBreak": as(Status.REFUSED, Msg.saferPlay.onBreak),
  "saferPlay.depositLimit": as(Status.REFUSED, Msg.saferPlay.depositLimit),
  "saferPlay.lossLimit": as(Status.REFUSED, Msg.saferPlay.lossLimit),
  "saferPlay.stakeLimit": as(Status.REFUSED, Msg.saferPlay.stakeLimit),
  "saferPlay.sessionLimit": as(Status.REFUSED, Msg.saferPlay.sessionLimit),
  "saferPlay.notConfirmable": as(Status.REFUSED, Msg.saferPlay.notConfirmable),
  "saferPlay.breakShorter": as(Status.REFUSED, Msg.saferPlay.breakShorter),
  "admin.passwordChangeRequired": as(Status.REFUSED, AdminMsg.passwordChangeRequired),
  "admin.resetOwnPassword": as(Status.REFUSED, AdminMsg.resetOwnPassword),
  "admin.samePassword": as(Status.REFUSED, AdminMsg.samePassword),
} as const;

/** A refusal's code: one of the closed list above. */
export type RefusalCode = keyof typeof REFUSALS;

/** The arguments a refusal's text takes (none for a fixed sentence). */
export type RefusalArgs<C extends RefusalCode> = (typeof REFUSALS)[C]["text"] extends (
  ...args: infer A
) => string
  ? A
  : [];

/** The codes whose text takes no arguments. */
export type PlainRefusalCode = {
  [C in RefusalCode]: RefusalArgs<C> extends [] ? C : never;
}[RefusalCode];

/** The envelope status of a refusal code. */
export function refusalStatus(code: RefusalCode): StatusCode {
  return REFUSALS[code].status;
}

/** The Chinese text of a refusal with its arguments. */
export function refusalText<C extends RefusalCode>(code: C, args: RefusalArgs<C>): string {
  const text: RefusalText = REFUSALS[code].text;
  return typeof text === "string" ? text : (text as (...a: unknown[]) => string)(...args);
}
