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
import { Paytable } from "../components/Paytable.tsx";
import { ChanceReasons, StakeControls, usePlaySmallGame } from "../components/SmallGameParts.tsx";

const SMASH_MS = 700;

function resultText(answer: BetSmallGameModels | null): string {
  if (!answer) return m.instantEggPick;
  const { play } = answer;
  if (!play.lineName) return m.instantLose;
  const win = m.instantWinLine(play.lineName, play.prizePoints);
  return play.redPacket > 0 ? `${win}，${m.instantWinPacket(play.redPacket)}` : win;
}

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
  const query = useQualify("egg");
  const smash = usePlaySmallGame(SMASH_MS);
  const navigate = useNavigate();
  const [stake, setStake] = useState(10);
  const [picked, setPicked] = useState(1);
  const terms = query.data;
  const answer = smash.data ?? null;
  const points = answer && !smash.isPending ? answer.points : terms?.points;
  const chances = answer && !smash.isPending ? answer.chances : terms?.chances;
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
                {smash.isPending ? m.instantEggSmashing : resultText(answer)}
              </div>
            </div>
            <StakeControls
              terms={terms}
              points={points ?? 0}
              chances={chances ?? 0}
              stake={stake}
              onStake={setStake}
              busy={smash.isPending}
              freeLabel={m.instantEggSmashFree}
              playLabel={m.instantEggSmash}
              onPlay={(useChance) => smash.mutate({ game: "egg", stake, useChance, choice: picked })}
              testId="egg-points"
            />
            <ChanceReasons reasons={terms.reasons} />
            <Paytable terms={terms} note={m.instantEggNote} />
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
