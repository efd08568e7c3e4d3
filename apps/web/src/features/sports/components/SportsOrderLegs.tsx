import type { SportsDetailLeg, SportsDetailOption, SportsOrderDetail } from "@lottery/contract";
import { chinaClock } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { lineNote, passTypeName } from "../logic/games.ts";
import { legOutcome, legResultSp, sportsOrderPart } from "../logic/order-legs.ts";
import { listedScore, listedSides } from "../../../lib/listed-sides.ts";
import { HomeMark } from "./MatchHead.tsx";
import "../../../components/blocks.css";
import "../sports.css";

const t = sportsMessages.sportsOrder;

/**
 * The sports part of /orderDetails (plugged into the page's legs slot by the app): each leg's match,
 * play, chosen options at their accepted SP (the winning ones marked), banker and result — score,
 * winning option and the SP it pays, a cancelled match as 取消 (SP 1) — then pass types, bets,
 * multiple, stake and prize.
 */
export function SportsOrderLegs({ sports }: { sports: unknown }) {
  const part = sportsOrderPart(sports);
  if (!part) return null;
  return (
    <section className="panel sp-order" data-testid="sp-order">
      <div className="panel-title">{t.title}</div>
      <ul className="sp-order-legs">
        {part.legs.map((leg, i) => (
          <LegRow key={`${leg.matchId}-${leg.play}-${i}`} gameCode={part.gameCode} leg={leg} />
        ))}
      </ul>
      <OrderFacts part={part} />
      {part.gameCode === "bjdc" && (
        <p className="sp-order-youhua" data-testid="sp-order-pool-rule">
          {t.poolRule}
        </p>
      )}
      {part.youhua && <YouhuaCombinations part={part} youhua={part.youhua} />}
    </section>
  );
}

function LegRow({ gameCode, leg }: { gameCode: string; leg: SportsDetailLeg }) {
  const outcome = legOutcome(leg);
  const sides = listedSides(gameCode, leg);
  const halfScore = listedScore(gameCode, leg.halfScore);
  // a void match counts its options at SP 1: none of them won
  const won = (option: SportsDetailOption) => option.hit === true && outcome !== "cancelled";
  const kickoff = chinaClock(Date.parse(leg.kickoffAt));
  return (
    <li className={`sp-order-leg sp-order-${outcome}`} data-testid="sp-order-leg" data-match={leg.matchId}>
      <div className="sp-order-leg-head">
        <span className="sp-num">{leg.num}</span>
        <span>{leg.leagueName}</span>
        <span>{`${kickoff.monthDay} ${kickoff.time}`}</span>
        <span className="sp-order-mark">{t.outcomes[outcome]}</span>
      </div>
      <div className="sp-order-teams">
        <span>{sides.first}</span>
        <strong>
          {outcome === "cancelled"
            ? t.cancelled
            : (listedScore(gameCode, leg.fullScore) ?? sportsMessages.sports.vs)}
        </strong>
        <span>{sides.second}</span>
        {sides.homeSecond && <HomeMark />}
        {outcome !== "cancelled" && halfScore && <em>{t.half(halfScore)}</em>}
      </div>
      <div className="sp-order-picks">
        <span className="sp-order-play">
          {leg.playName}
          {lineNote(leg.play, leg.line)}
        </span>
        {leg.banker && <span className="tag">{t.banker}</span>}
        {leg.options.map((o) => (
          <span key={o.code} className={`sp-order-option${won(o) ? " sp-order-option-hit" : ""}`}>
            {o.name}
            {o.sp !== null && <em>{o.sp.toFixed(2)}</em>}
          </span>
        ))}
      </div>
      <LegResult leg={leg} />
    </li>
  );
}

/** 赛果：胜 · SP 1.66 / 取消 · SP 1.00 / 待定. */
function LegResult({ leg }: { leg: SportsDetailLeg }) {
  const sp = legResultSp(leg);
  return (
    <div className="sp-order-result">
      {t.result}：{leg.resultName ?? t.outcomes.pending}
      {sp !== null && <span className="sp-order-result-sp">{t.resultSp(sp.toFixed(2))}</span>}
    </div>
  );
}

type Youhua = NonNullable<SportsOrderDetail["youhua"]>;

/** The multiples of an optimised order's combinations, added up. */
const multiplesOf = (youhua: Youhua) => youhua.list.reduce((sum, c) => sum + c.multiple, 0);

/**
 * 奖金优化: the mode, then every combination — its picks (number, option), its multiple and stake,
 * 中 once all its picks won.
 */
function YouhuaCombinations({ part, youhua }: { part: SportsOrderDetail; youhua: Youhua }) {
  const option = (pick: Youhua["list"][number]["picks"][number]) => {
    const leg = part.legs.find((l) => l.matchId === pick.matchId && l.play === pick.play);
    const chosen = leg?.options.find((o) => o.code === pick.code);
    return { text: `${leg?.num ?? ""} ${chosen?.name ?? ""}`, hit: chosen?.hit === true };
  };
  return (
    <div className="sp-order-youhua" data-testid="sp-order-youhua">
      <p>{t.youhua(sportsMessages.sportsYouhua.modes[youhua.mode] ?? youhua.mode, youhua.list.length)}</p>
      <ul className="sp-order-combos">
        {youhua.list.map((combination, i) => {
          const picks = combination.picks.map(option);
          const won = picks.every((p) => p.hit);
          return (
            <li key={i} data-testid="sp-order-combo" className={won ? "sp-order-option-hit" : undefined}>
              <span>{picks.map((p) => p.text).join(t.comboJoin)}</span>
              <span>{t.comboStake(combination.multiple, formatYuan(combination.multiple * 2))}</span>
              {won && <span className="sp-order-mark">{t.outcomes.hit}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function OrderFacts({ part }: { part: SportsOrderDetail }) {
  const settled = part.status !== "pending";
  // An optimised order's multiples differ per combination: its stake is 2 yuan × their sum.
  const multiples = part.youhua ? multiplesOf(part.youhua) : null;
  return (
    <dl className="order-facts">
      <dt>{t.passTypes}</dt>
      <dd>{part.passTypes.map(passTypeName).join("、")}</dd>
      <dt>{t.bets}</dt>
      <dd>
        {multiples === null ? t.betsLine(part.bets, part.multiple) : t.youhuaBets(part.bets, multiples)}
      </dd>
      <dt>{t.stake}</dt>
      <dd data-testid="sp-order-stake">
        {multiples === null
          ? t.yuan(formatYuan(part.amount))
          : t.youhuaStake(multiples, formatYuan(part.amount))}
      </dd>
      {part.maxPrize !== null && (
        <>
          <dt>{t.maxPrize}</dt>
          <dd>{t.yuan(formatYuan(part.maxPrize))}</dd>
        </>
      )}
      <dt>{t.prize}</dt>
      <dd className={part.prize > 0 ? "sp-order-won" : undefined} data-testid="sp-order-prize">
        {settled ? t.yuan(formatYuan(part.prize)) : t.prizePending}
      </dd>
    </dl>
  );
}
