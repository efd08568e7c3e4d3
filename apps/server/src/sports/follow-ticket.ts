/**
 * What follow orders (follow/: 发单 and 跟单, issue 23) use of sports: the one sports placement path with
 * its hooks, the stored parlay a release keeps, the current odds a follow may accept, and the sports part
 * of order/detail that a release's page shows.
 */
export { placeSportsBet, type SportsOrderHooks } from "./bet-place.ts";
export { parlayRulesOf, type PreparedOrder } from "./bet-prepare.ts";
export { oddsBookOf } from "./bet-legs.ts";
export { isStoredSportsDetail, type StoredParlayDetail } from "./order-stored.ts";
export { sportsOrderDetail } from "./order-detail.ts";
