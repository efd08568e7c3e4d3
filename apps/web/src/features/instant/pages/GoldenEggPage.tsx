import { useState } from "react";
import type { BetSmallGameModels } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { InstantLayout } from "../components/InstantLayout.tsx";
import {
  playResultText,
  SmallGameFooter,
  StakeControls,
  useSmallGame,
} from "../components/SmallGameParts.tsx";

const SMASH_MS = 700;

/** The eggs on the table: the picked one shakes while it is smashed and shows what it held after. */
function Eggs(props: {
  count: number;
  picked: number;
  smashing: boolean;
  cracked: BetSmallGameModels | null;
  onPick: (egg: number) => void;
}) {
  return (
    <div className="instant-eggs" data-testid="eggs">
      {Array.from({ length: props.count }, (_, egg) => {
        const picked = egg === props.picked;
        const cracked = picked && !props.smashing && props.cracked?.play.choice === egg;
        const className = [
          "instant-egg",
          picked ? "instant-egg-picked" : "",
          picked && props.smashing ? "instant-egg-shaking" : "",
          cracked ? "instant-egg-cracked" : "",
        ].join(" ");
        return (
          <button
            key={egg}
            type="button"
            className={className}
            aria-pressed={picked}
            aria-label={m.instantEggLabel(egg + 1)}
            disabled={props.smashing}
            onClick={() => props.onPick(egg)}
          >
            <span className="instant-egg-shell" />
            <span className="instant-egg-text">
              {cracked ? (props.cracked?.play.lineName ?? m.instantNoPrize) : egg + 1}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** /GoldenEgg 砸金蛋 (our route; records /betRecordDGG): pick one of three eggs, smash it with points or a free chance. */
export default function GoldenEggPage() {
  const { query, play: smash, terms, answer, points, chances } = useSmallGame("egg", SMASH_MS);
  const [stake, setStake] = useState(10);
  const [picked, setPicked] = useState(1);
  const pick = (egg: number) => {
    smash.reset();
    setPicked(egg);
  };
  return (
    <InstantLayout
      dark
      title={m.instantEggTitle}
      right={<HeaderLink text={m.instantRecordLink} to={paths.betRecordDGG} />}
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {terms && (
          <>
            <div className="instant-slot">
              <Eggs
                count={terms.choices}
                picked={picked}
                smashing={smash.isPending}
                cracked={answer}
                onPick={pick}
              />
              <div className="instant-slot-result" data-testid="egg-result">
                {smash.isPending ? m.instantEggSmashing : playResultText(answer, m.instantEggPick)}
              </div>
            </div>
            <StakeControls
              terms={terms}
              points={points}
              chances={chances}
              stake={stake}
              onStake={setStake}
              busy={smash.isPending}
              freeLabel={m.instantEggSmashFree}
              playLabel={m.instantEggSmash}
              onPlay={(useChance) => smash.mutate({ game: "egg", stake, useChance, choice: picked })}
              testId="egg-points"
            />
            <SmallGameFooter terms={terms} note={m.instantEggNote} />
          </>
        )}
      </LoadState>
    </InstantLayout>
  );
}
