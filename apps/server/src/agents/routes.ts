import type { FastifyInstance } from "fastify";
import {
  agentCodeCreateParams,
  agentCodeParams,
  agentDayRangeParams,
  agentMembersParams,
  agentRebateListParams,
  agentTeamBetsParams,
  pagingParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { agentCodeList, createAgentCode, disableAgentCode } from "./codes.ts";
import { agentInfo, applyForAgent } from "./membership.ts";
import { agentGameReport, agentRebateList, agentReport, agentTeamBets, agentTeamMembers } from "./reads.ts";

const RATES = "rates {lottery, sports} in percent with one decimal";
const RANGE =
  "beginDate/endDate (YYYY-MM-DD, China days, both included; clamped to 2020-03-10 … today, default today)";

/**
 * The agent centre's player calls (代理中心, issue 27; /ScoreReprot … /ScorePromote). Every call but
 * Info and Apply needs an active agent (status 1 您还不是代理) and reads only the agent's own tree.
 */
export function agentRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "agents";

  playerRoute(app, deps, {
    method: "GET",
    path: "/Agent/Info",
    summary:
      "The player's agent standing: {status none | member | pending | active | rejected | suspended, type agent | " +
      `player | null, level, ${RATES} | null, maxRates, maxDepth, mayRecruitAgents, mayApply, realNameBound, startDate}`,
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => agentInfo(db, player.user),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Agent/Apply",
    summary:
      "Apply to become an agent (the operator approves; real name first, else status 1 请先完成实名认证). " +
      "Player-type accounts may not apply. models: as Agent/Info",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => applyForAgent(db, player.user, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Agent/Codes",
    summary: `The agent's invite codes, newest first: {code, type, ${RATES}, disabled, registrations, path, createdAt}; paged`,
    tag,
    params: pagingParams,
    auth: "required",
    handler: ({ player, params }) => agentCodeList(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Agent/CreateCode",
    summary:
      "A new invite code: type agent | player, lotteryRate and sportsRate 0 … the agent's own (one decimal); " +
      "agent-type codes only below the operator's maximum depth. models: the code (path: the registration link path)",
    tag,
    params: agentCodeCreateParams,
    auth: "required",
    handler: ({ player, params }) => createAgentCode(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Agent/DisableCode",
    summary: "Disable one of the agent's own codes (registration through it is refused afterwards)",
    tag,
    params: agentCodeParams,
    auth: "required",
    handler: ({ player, params }) => disableAgentCode(db, player.user.id, params.code),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Agent/Report",
    summary:
      `Team overview for ${RANGE}: stake (placed, not cancelled), prize (after tax, settled in range), rebate ` +
      "(the agent's), recharge (paid), withdraw (approved), newMembers, firstRecharges, activeMembers (placed an " +
      "order), teamSize, teamBalance (cash now); yuan. The team is everyone below the agent",
    tag,
    params: agentDayRangeParams,
    auth: "required",
    handler: ({ player, params }) => agentReport(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Agent/TeamBets",
    summary: `The team's orders placed in ${RANGE}, newest first, optional exact userName: {orderNo, userName, gameCode, gameName, amount, prize, status, placedAt}; paged`,
    tag,
    params: agentTeamBetsParams,
    auth: "required",
    handler: ({ player, params }) => agentTeamBets(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Agent/GameReport",
    summary: `The team's orders in ${RANGE} by game, largest stake first: [{gameCode, gameName, orders, stake, prize}]`,
    tag,
    params: agentDayRangeParams,
    auth: "required",
    handler: ({ player, params }) => agentGameReport(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Agent/Members",
    summary:
      "The direct members of parentId (default the agent; another parent must be in the agent's team, else " +
      "status 1 该会员不在您的团队中), or with userName a search of the whole team: {Mid, userName, type, status, " +
      `${RATES}, depth, children, balance, registeredAt, lastLoginAt}; paged`,
    tag,
    params: agentMembersParams,
    auth: "required",
    handler: ({ player, params }) => agentTeamMembers(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Agent/RebateList",
    summary:
      `The agent's rebate lines for ${RANGE}, newest day first: {day, childId, childName, family lottery | sports, ` +
      "teamStake, ownRate, childRate, amount}; amount = ⌊teamStake × (ownRate − childRate) ÷ 100⌋ to the fen; paged",
    tag,
    params: agentRebateListParams,
    auth: "required",
    handler: ({ player, params }) => agentRebateList(db, player.user.id, params, deps.clock()),
  });
}
