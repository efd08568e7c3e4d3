import type { FastifyInstance } from "fastify";
import {
  betSzcParams,
  calcParams,
  chaseIdParams,
  deleteNumberParams,
  saveNumberParams,
  savedNumberListParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { playerRoute } from "../http/player-route.ts";
import { placeNumberBet } from "./bet-place.ts";
import { calcPrize } from "./calc.ts";
import { cancelChase, chaseDetail } from "./chase-records.ts";
import { deleteNumber, saveNumber, savedNumbers } from "./saved-numbers.ts";

/** The player's number-bet calls: bet_szc, the prize calculator and chases. */
export function lotteryOrderRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "lottery orders";

  playerRoute(app, deps, {
    method: "POST",
    path: "/lottery/bet_szc",
    adultsOnly: true,
    summary:
      "Bet on a number or fast-draw game (API §5). The server counts `bets` and prices every issue (rules " +
      "package); `issue` must be on sale now (else status 1 第…期已截止销售). `chase` > 1 buys that many " +
      "consecutive issues: the whole amount is frozen at once (追号冻结), the first issue's order placed now, " +
      "each later one when its issue opens, paid from the reserve; `stopOnWin`=1 releases the rest after a " +
      "win. Optional `chaseMultiples` (comma list, one multiple per chase issue, from the smart-chase " +
      "planner) replaces `multiple` issue by issue: amount = Σ bets × price × multiple_i. `addition`=1 only " +
      "for DLT. Operator risk limits apply (per order, per player per issue, per issue). `requestId` makes " +
      "retries safe (same payload: the first answer, nothing charged; another payload: status 9). models " +
      "{orderId, bets, amount, balance, chaseId} in yuan",
    tag,
    params: betSzcParams,
    auth: "required",
    handler: ({ player, params }) => placeNumberBet(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/lottery/calc",
    summary:
      "Prize calculator (no login, nothing placed): {bets, amount} of `tickets` at `multiple` (default 1, " +
      "DLT `addition`), and with `draw` (numbers as one ticket without play prefix) prize {total, tiers: " +
      "[{tier, count, amount}]} — count × multiple, amount per winning bet in yuan or null for a floating " +
      "tier not announced, total over known tiers. Optional `issue` prices with that issue's rule version " +
      "and announced floating amounts: exactly what a settled order is paid",
    tag,
    params: calcParams,
    auth: "none",
    handler: ({ params }) => calcPrize(db, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Order/ChaseDetail",
    summary:
      "One of the player's chases by chase number: status, amounts (total, placed, released, still frozen), " +
      "prize, and each issue's multiple, amount, status, order number and prize",
    tag,
    params: chaseIdParams,
    auth: "required",
    handler: ({ player, params }) => chaseDetail(db, player.user.id, params.chaseId),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Order/CancelChase",
    summary:
      "Cancel one of the player's running chases: issues not placed yet return their amount to cash at once " +
      "(追号退款); placed orders stay. An ended chase: status 1. Answers the chase as ChaseDetail does",
    tag,
    params: chaseIdParams,
    auth: "required",
    handler: ({ player, params }) => cancelChase(db, player.user.id, params.chaseId, deps.clock()),
  });

  const SAVED =
    "{id, gameCode, gameName, play, playName, tickets (one selection in the tickets grammar), name, bets, " +
    "amount (yuan at multiple 1), createdAt}";

  playerRoute(app, deps, {
    method: "POST",
    path: "/Lottery/SaveNumber",
    summary:
      "自选号码: save `tickets`, ONE valid selection of one play of number game `gameCode` (the rules package " +
      "checks it: status 2 naming tickets), with an optional `name` (≤ 12). At most 20 per game (status 1). " +
      `The same selection saved again answers the saved one with the new name. models ${SAVED}`,
    tag,
    params: saveNumberParams,
    auth: "required",
    handler: ({ player, params }) => saveNumber(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Lottery/NumberList",
    summary: `My saved number sets (自选号码) of \`gameCode\` or of every game: models {list: [${SAVED}], max (per game)}`,
    tag,
    params: savedNumberListParams,
    auth: "required",
    handler: ({ player, params }) => savedNumbers(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Lottery/DeleteNumber",
    summary: "Delete one of my saved number sets by `id` (another player's: status 1 not found). models {id}",
    tag,
    params: deleteNumberParams,
    auth: "required",
    handler: ({ player, params }) => deleteNumber(db, player.user.id, params),
  });
}
