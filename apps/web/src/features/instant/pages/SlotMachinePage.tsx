import { useState } from "react";
import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import type { BetSmallGameModels } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { useQualify } from "../api/instant.ts";
import { InstantLayout } from "../components/InstantLayout.tsx";
import { Paytable, SymbolTile } from "../components/Paytable.tsx";
import { ChanceReasons, StakeControls, usePlaySmallGame } from "../components/SmallGameParts.tsx";

const IDLE_REELS = ["seven", "seven", "seven"];
const SPIN_MS = 900;

function resultText(answer: BetSmallGameModels | null): string {
  if (!answer) return "";
  const { play } = answer;
  if (!play.lineName) return m.instantLose;
  const win = m.instantWinLine(play.lineName, play.prizePoints);
  return play.redPacket > 0 ? `${win}，${m.instantWinPacket(play.redPacket)}` : win;
}

/** The three reels and the line the last spin won. */
function Reels(props: { symbols: readonly string[]; spinning: boolean; result: string }) {
  return (
    <div className="instant-slot">
      <div className="instant-reels" data-testid="slot-reels">
        {props.symbols.map((symbol, i) => (
          <div key={i} className={props.spinning ? "instant-reel instant-reel-spinning" : "instant-reel"}>
            <SymbolTile symbol={symbol} />
          </div>
        ))}
      </div>
      <div className="instant-slot-result" data-testid="slot-result">
        {props.spinning ? m.instantSpinning : props.result}
      </div>
    </div>
  );
}

/** /SlotMachine 幸运老虎机: three reels played with points or free chances, the published paytable. */
export default function SlotMachinePage() {
  const query = useQualify("slot");
  const spin = usePlaySmallGame(SPIN_MS);
  const navigate = useNavigate();
  const [stake, setStake] = useState(10);
  const terms = query.data;
  const answer = spin.data ?? null;
  const reels = answer?.play.symbols ?? IDLE_REELS;
  const points = answer && !spin.isPending ? answer.points : terms?.points;
  const chances = answer && !spin.isPending ? answer.chances : terms?.chances;
  return (
    <InstantLayout
      dark
      title={m.instantSlotTitle}
      right={<HeaderLink text={m.instantRecordLink} to={paths.betRecordSmallGame} />}
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {terms && (
          <>
            <Reels symbols={reels} spinning={spin.isPending} result={resultText(answer)} />
            <StakeControls
              terms={terms}
              points={points ?? 0}
              chances={chances ?? 0}
              stake={stake}
              onStake={setStake}
              busy={spin.isPending}
              freeLabel={m.instantSpinFree}
              playLabel={m.instantSpin}
              onPlay={(useChance) => spin.mutate({ game: "slot", stake, useChance })}
              testId="slot-points"
            />
            <ChanceReasons reasons={terms.reasons} />
            <Paytable terms={terms} />
            <div className="instant-actions">
              <Button
                fill="outline"
                className="instant-verify-link"
                onClick={() => void navigate(paths.fairVerify)}
              >
                {m.instantVerifyTitle}
              </Button>
            </div>
          </>
        )}
      </LoadState>
    </InstantLayout>
  );
}
