import { fenToYuan } from "@lottery/rules";
import { Msg, type OutrightOrderDetail } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { OrderRow } from "../orders/tables.ts";
import { marketState } from "./outright-market.ts";
import { outrightPrize, type StoredOutrightDetail } from "./outright-prize.ts";

/** order/detail of an outright order (the caller has checked it is the player's). */
export async function outrightOrderDetail(
  db: Db,
  order: OrderRow,
  detail: StoredOutrightDetail,
): Promise<OutrightOrderDetail> {
  const market = await marketState(db, detail.market);
  const champion = market.state === "decided" ? (market.row?.champion ?? null) : null;
  return {
    marketName: Msg.outright.marketName,
    state: market.state,
    stateName: Msg.outright.stateNames[market.state] ?? market.state,
    champion,
    picks: detail.picks.map((p) => ({
      team: p.team,
      sp: p.sp,
      hit: champion === null ? null : p.team === champion,
      prize: fenToYuan(outrightPrize(p.sp, order.multiple).prizeFen),
    })),
  };
}
