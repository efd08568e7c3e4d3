import { useState } from "react";
import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import { Status, type BetJcModels, type OutrightTeam, type SjbChampionModels } from "@lottery/contract";
import { formatMoney, parseSp, unitPrizeFen } from "@lottery/rules";
import { CountField } from "../../../../components/CountField.tsx";
import { confirmPayment } from "../../../../components/confirm-payment.tsx";
import { LoadState } from "../../../../components/LoadState.tsx";
import { userInfoKey } from "../../../../lib/api/user-info.ts";
import { ApiError } from "../../../../lib/api-error.ts";
import { paths } from "../../../../lib/paths.ts";
import { queryClient } from "../../../../lib/query-client.ts";
import { useRequestId } from "../../../../lib/request-id.ts";
import { showToast } from "../../../../lib/toast.ts";
import { europeCupMessages as m } from "../../../../messages/europe-cup.ts";
import { europeCupKey, placeChampionBet, useSjbChampion } from "../api/europe-cup.ts";

const BET_FEN = 200;
const MAX_MULTIPLE = 9999;

/** What one winning 2-yuan bet pays at these odds (fen), by the rules' fixed-odds prize. */
function unitPrize(sp: number): number {
  const micro = parseSp(sp);
  return micro === null ? 0 : unitPrizeFen("fixed", [micro]).prizeFen;
}

/** The teams by group, each a button with its odds (停售 when not selling). */
function TeamGrid(props: { teams: OutrightTeam[]; chosen: string[]; onToggle: (team: string) => void }) {
  const groups = [...new Set(props.teams.map((t) => t.group ?? ""))];
  return (
    <div className="ec-team-grid">
      {groups.map((group) => (
        <section key={group} className="ec-card">
          <h3 className="ec-card-title">{group ? m.ecGroup(group) : m.ecKnockout}</h3>
          <div className="ec-team-row">
            {props.teams
              .filter((t) => (t.group ?? "") === group)
              .map((t) => {
                const on = props.chosen.includes(t.team);
                return (
                  <button
                    key={t.team}
                    type="button"
                    className={on ? "ec-team ec-team-on" : "ec-team"}
                    disabled={!t.selling}
                    aria-pressed={on}
                    data-testid="ec-team"
                    data-team={t.team}
                    onClick={() => props.onToggle(t.team)}
                  >
                    <span className="ec-team-name">{t.team}</span>
                    <span className="ec-team-sp">
                      {t.selling && t.sp !== null ? t.sp.toFixed(2) : m.ecNotSelling}
                    </span>
                  </button>
                );
              })}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The bet of the chosen teams: confirmation, bet_ozb market=champion, status 8 → the new odds. */
function useChampionBet(onPlaced: (placed: BetJcModels) => void) {
  const send = useRequestId();
  const [busy, setBusy] = useState(false);
  const submit = async (picks: { team: string; sp: number }[], multiple: number) => {
    const amountFen = picks.length * BET_FEN * multiple;
    const details = [
      m.ecConfirmLine(picks.map((p) => p.team).join("、")),
      m.ecConfirmBets(picks.length, multiple),
    ];
    if (!(await confirmPayment({ details, amountFen }))) return;
    setBusy(true);
    try {
      const key = JSON.stringify([picks, multiple]);
      onPlaced(await send(key, (requestId) => placeChampionBet(picks, multiple, requestId)));
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    } catch (error) {
      if (error instanceof ApiError && error.status === Status.ODDS_CHANGED) showToast(m.ecOddsChanged);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: europeCupKey });
    }
  };
  return { busy, submit };
}

function BetFoot(props: {
  data: SjbChampionModels;
  chosen: string[];
  onClear: () => void;
  onPlaced: (p: BetJcModels) => void;
}) {
  const [multiple, setMultiple] = useState(1);
  const bet = useChampionBet(props.onPlaced);
  const picks = props.data.teams
    .filter((t) => t.selling && t.sp !== null && props.chosen.includes(t.team))
    .map((t) => ({ team: t.team, sp: t.sp as number }));
  const amountFen = picks.length * BET_FEN * multiple;
  const maxPrizeFen = Math.max(0, ...picks.map((p) => unitPrize(p.sp) * multiple));
  return (
    <footer className="ec-foot">
      <CountField
        label={m.ecMultiple}
        unit={m.ecMultipleUnit}
        value={multiple}
        max={MAX_MULTIPLE}
        onChange={setMultiple}
      />
      <div className="ec-foot-line">
        <span data-testid="ec-summary">
          {picks.length === 0 ? m.ecPickHint : m.ecSummary(picks.length, multiple, formatMoney(amountFen))}
        </span>
        {picks.length > 0 && <span className="ec-max-prize">{m.ecMaxPrize(formatMoney(maxPrizeFen))}</span>}
      </div>
      <div className="ec-foot-actions">
        <Button size="small" onClick={props.onClear} disabled={picks.length === 0}>
          {m.ecClear}
        </Button>
        <Button
          color="danger"
          size="small"
          loading={bet.busy}
          disabled={picks.length === 0}
          onClick={() => void bet.submit(picks, multiple)}
        >
          {m.ecSubmit}
        </Button>
      </div>
    </footer>
  );
}

function Rules() {
  return (
    <section className="ec-card ec-rules">
      <h3 className="ec-card-title">{m.ecRulesTitle}</h3>
      {m.ecRules.map((line, i) => (
        <p key={i}>{`${i + 1}. ${line}`}</p>
      ))}
    </section>
  );
}

/** 猜冠军: the market's state, the teams by group with their fixed odds, the bet and the rules. */
export function ChampionPanel() {
  const query = useSjbChampion();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>([]);
  const [placed, setPlaced] = useState<BetJcModels | null>(null);
  const data = query.data;
  const toggle = (team: string) =>
    setChosen((list) => (list.includes(team) ? list.filter((t) => t !== team) : [...list, team]));
  return (
    <LoadState status={query.status} onRetry={() => void query.refetch()}>
      {data && (
        <div className="ec-champion">
          <div className="ec-card ec-market">
            <p>{m.ecChampionIntro}</p>
            <p className="ec-market-state" data-testid="ec-market-state">
              {data.market.champion
                ? m.ecChampionIs(data.market.champion)
                : m.ecMarketState(data.market.stateName)}
            </p>
          </div>
          {placed && (
            <div className="ec-card ec-done" role="status">
              <span>{m.ecDone(placed.orderId)}</span>
              <Button
                size="mini"
                color="primary"
                fill="outline"
                onClick={() =>
                  navigate(`${paths.orderDetails}?orderId=${encodeURIComponent(placed.orderId)}`)
                }
              >
                {m.ecViewOrder}
              </Button>
            </div>
          )}
          <TeamGrid teams={data.teams} chosen={chosen} onToggle={toggle} />
          <Rules />
          {data.market.state === "open" && (
            <BetFoot
              data={data}
              chosen={chosen}
              onClear={() => setChosen([])}
              onPlaced={(p) => {
                setPlaced(p);
                setChosen([]);
              }}
            />
          )}
        </div>
      )}
    </LoadState>
  );
}
