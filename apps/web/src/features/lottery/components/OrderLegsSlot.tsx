import type { SportsDetailLeg, SportsOrderDetail } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { messages } from "../../../messages.ts";

/** order/detail's `sports` part when it has the shape the contract documents, else null. */
function sportsPart(sports: unknown): SportsOrderDetail | null {
  const part = sports as Partial<SportsOrderDetail> | null | undefined;
  return part && Array.isArray(part.legs) && Array.isArray(part.passTypes)
    ? (part as SportsOrderDetail)
    : null;
}

/** "2_1" → 2串1, "1_1" → 单关; other codes (T14C, TR9) as they are. */
function passName(code: string): string {
  const [m, n] = code.split("_");
  if (n === undefined) return code;
  return code === "1_1" ? messages.lottery.singlePass : messages.lottery.passName(m ?? "", n);
}

function LegRow({ leg }: { leg: SportsDetailLeg }) {
  const m = messages.lottery;
  return (
    <li className="order-leg" data-testid="order-leg">
      <div className="order-leg-match">
        <span>
          {leg.num} {leg.leagueName}
        </span>
        <span>{formatChinaDateTime(leg.kickoffAt)}</span>
      </div>
      <div className="order-leg-teams">
        {leg.homeTeam} {leg.fullScore ?? "VS"} {leg.awayTeam}
        {leg.banker && <span className="tag">{m.bankerMark}</span>}
      </div>
      <div className="order-leg-picks">
        <span className="order-leg-play">{leg.playName}</span>
        {leg.options.map((o) => (
          <span key={o.code} className={`order-leg-option${o.hit ? " order-leg-hit" : ""}`}>
            {o.name}
            {o.sp !== null ? `@${o.sp}` : ""}
          </span>
        ))}
      </div>
      <div className="order-leg-result">
        {m.legResult}：{leg.resultName ?? m.legPending}
      </div>
    </li>
  );
}

/**
 * The sports part of an order detail, shown generically: pass types, then each leg's match, play,
 * chosen options (SP; the winning ones marked) and result. A sports screen may replace this body.
 */
export function OrderLegsSlot({ sports }: { sports: unknown }) {
  const m = messages.lottery;
  const part = sportsPart(sports);
  if (!part) return null;
  return (
    <section className="panel order-legs" data-testid="order-legs">
      <div className="panel-title">{m.legsTitle}</div>
      <p className="order-legs-pass">
        {m.passTypes}：{part.passTypes.map(passName).join("、")}
      </p>
      <ul className="order-legs-list">
        {part.legs.map((leg, i) => (
          <LegRow key={`${leg.matchId}-${leg.play}-${i}`} leg={leg} />
        ))}
      </ul>
    </section>
  );
}
