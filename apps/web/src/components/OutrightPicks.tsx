import type { OutrightOrderDetail } from "@lottery/contract";
import { formatYuan } from "../lib/money.ts";
import { europeCupMessages as m } from "../messages/europe-cup.ts";
import "./outright-picks.css";

/** An outright (猜冠军) order's chosen teams at their sold odds, the champion and which bet hit. */
export function OutrightPicks({ outright }: { outright: OutrightOrderDetail }) {
  return (
    <section className="outright-picks" data-testid="outright-picks">
      <div className="outright-picks-head">
        <span>{`${outright.marketName} · ${m.ecOrderPicksTitle}`}</span>
        <span>{outright.state === "void" ? outright.stateName : m.ecOrderChampion(outright.champion)}</span>
      </div>
      <ul>
        {outright.picks.map((pick) => (
          <li key={pick.team} className={pick.hit ? "outright-hit" : undefined}>
            <span>{m.ecOrderPick(pick.team, pick.sp)}</span>
            <span>
              {pick.hit === null ? m.ecOrderPickPrize(formatYuan(pick.prize)) : pick.hit ? m.ecHit : m.ecMiss}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
