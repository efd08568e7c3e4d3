import { useState } from "react";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { InstantLayout } from "../components/InstantLayout.tsx";
import { SymbolTile } from "../components/Paytable.tsx";
import {
  playResultText,
  SmallGameFooter,
  StakeControls,
  useSmallGame,
} from "../components/SmallGameParts.tsx";

const IDLE_REELS = ["seven", "seven", "seven"];
const SPIN_MS = 900;

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
  const { query, play: spin, terms, answer, points, chances } = useSmallGame("slot", SPIN_MS);
  const [stake, setStake] = useState(10);
  const reels = answer?.play.symbols ?? IDLE_REELS;
  return (
    <InstantLayout
      dark
      title={m.instantSlotTitle}
      right={<HeaderLink text={m.instantRecordLink} to={paths.betRecordSmallGame} />}
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {terms && (
          <>
            <Reels symbols={reels} spinning={spin.isPending} result={playResultText(answer, "")} />
            <StakeControls
              terms={terms}
              points={points}
              chances={chances}
              stake={stake}
              onStake={setStake}
              busy={spin.isPending}
              freeLabel={m.instantSpinFree}
              playLabel={m.instantSpin}
              onPlay={(useChance) => spin.mutate({ game: "slot", stake, useChance })}
              testId="slot-points"
            />
            <SmallGameFooter terms={terms} />
          </>
        )}
      </LoadState>
    </InstantLayout>
  );
}
