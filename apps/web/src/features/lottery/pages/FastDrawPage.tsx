import { useEffect, useRef, useState } from "react";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useLotteryPageInfo } from "../api/page-info.ts";
import { BallZone } from "../components/BallZone.tsx";
import { BetOutcomeNotice } from "../components/BetOutcomeNotice.tsx";
import { FastIssueBar } from "../components/FastIssueBar.tsx";
import { gameRoutePage } from "../components/GameRoutePage.tsx";
import { PickBar } from "../components/PickBar.tsx";
import { StatSwitch } from "../components/StatSwitch.tsx";
import { PlayGroupSwitch } from "../components/PlayGroupSwitch.tsx";
import { PlayHelp } from "../components/PlayHelp.tsx";
import { PlayOdds } from "../components/PlayOdds.tsx";
import { RecentDraws } from "../components/RecentDraws.tsx";
import { SavedNumbersBar } from "../components/SavedNumbers.tsx";
import { useBetOutcome } from "../hooks/useBetOutcome.ts";
import { useDrawStream, type DrawnIssue } from "../hooks/useDrawStream.ts";
import { useIssueWatch } from "../hooks/useIssueWatch.ts";
import { usePickStats } from "../hooks/usePickStats.ts";
import { usePicker } from "../hooks/usePicker.ts";
import { fastConfirmationPath, fastGameOf } from "../logic/fast-games.ts";
import { fastZoneLabels } from "../logic/fast-labels.ts";
import { buttonText, formatOdds, oddsOf, sharedOdds } from "../logic/fast-values.ts";
import { gameNameOf } from "../logic/games.ts";
import { valuePrizeNote } from "../logic/play-prizes.ts";
import { trendPath } from "../logic/trend.ts";
import { zoneIsBlue } from "../logic/zone-labels.ts";
import "../components/lottery.css";
import "../components/fast.css";

/**
 * The fast-draw picking page (/ssc, /k3, /xyft, /QWLHC, /LYB, /ShootingDragonDoor + game code, any
 * case): countdowns to sale close and to the draw, the newest draws, every play of the family in
 * groups, word buttons (大小单双, 龙虎, 鱼虾蟹 …) with odds where prizes are odds, live bets and
 * amount, random pick; 选好了 opens the family's confirmation route. Draws arrive over the event
 * stream and roll in when the issue the player watched close is drawn; once it settles, the outcome
 * of the player's own bets on it shows (won with the amount, or not won).
 */
export default gameRoutePage(fastGameOf, FastDraw);

function FastDraw({ gameCode }: { gameCode: string }) {
  const query = useLotteryPageInfo(gameCode);
  const picker = usePicker(gameCode, () => fastConfirmationPath(gameCode));
  const current = query.data?.current ?? null;
  const [drawing, setDrawing] = useState<{ issue: string; drawAt: string } | null>(null);
  const [reveal, setReveal] = useState<DrawnIssue | null>(null);
  const watched = useRef(new Set<string>());
  useIssueWatch(gameCode, current?.issue);
  useEffect(() => {
    if (current) watched.current.add(current.issue);
  }, [current]);

  const outcome = useBetOutcome(gameCode);
  const mode = useDrawStream(
    [gameCode],
    (drawn) => {
      if (!watched.current.has(drawn.issue)) return;
      setReveal(drawn);
      setDrawing((d) => (d?.issue === drawn.issue ? null : d));
    },
    (_game, issue) => void outcome.check(issue),
  );

  const onClosed = () => {
    if (current) setDrawing({ issue: current.issue, drawAt: current.drawAt });
    void query.refetch();
  };

  return (
    <Page
      className="lottery-page fast-page"
      header={
        <PageHeader
          title={gameNameOf(gameCode)}
          right={<HeaderLink text={lotteryMessages.lotteryExtras.trend} to={trendPath(gameCode)} />}
        />
      }
      footer={<PickBar {...picker} />}
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {query.data && (
          <>
            <FastIssueBar
              info={query.data}
              receivedAt={query.dataUpdatedAt}
              onClosed={onClosed}
              drawing={drawing}
            />
            <RecentDraws gameCode={gameCode} last={query.data.last} reveal={reveal} mode={mode} />
            <BetOutcomeNotice outcome={outcome.outcome} onClose={outcome.dismiss} />
          </>
        )}
      </LoadState>
      <FastPicker gameCode={gameCode} picker={picker} />
    </Page>
  );
}

/**
 * The play switch, the play's odds or prize and 玩法说明, the 遗漏/冷热 switch, 我的自选/存为自选 and the
 * ball zones.
 */
function FastPicker({ gameCode, picker }: { gameCode: string; picker: ReturnType<typeof usePicker> }) {
  const { selection, play } = picker;
  const stats = usePickStats(gameCode, play?.zones);
  const labels = fastZoneLabels(gameCode, selection.play);
  const oneOdds = sharedOdds(gameCode, selection.play);
  const note = (i: number, value: number) => {
    const odds = oneOdds === null ? oddsOf(gameCode, selection.play, i, value) : null;
    return odds === null ? valuePrizeNote(gameCode, selection.play, i, value) : formatOdds(odds);
  };
  return (
    <>
      <PlayGroupSwitch gameCode={gameCode} value={selection.play} onChange={picker.onPlay} />
      <PlayOdds gameCode={gameCode} play={selection.play} odds={oneOdds} />
      <PlayHelp gameCode={gameCode} play={selection.play} />
      <StatSwitch mode={stats.mode} onChange={stats.setMode} />
      <SavedNumbersBar gameCode={gameCode} count={picker.count} onFill={picker.onFill} />
      {play?.zones.map((spec, i) => (
        <BallZone
          key={`${selection.play}-${i}`}
          label={labels[i] ?? ""}
          spec={spec}
          zone={selection.zones[i] ?? { bankers: [], numbers: [] }}
          blue={zoneIsBlue(gameCode, i)}
          onTap={(value) => picker.onTap(i, value)}
          stat={stats.statOf(i)}
          text={(value) => buttonText(gameCode, selection.play, i, value)}
          note={(value) => note(i, value)}
        />
      ))}
    </>
  );
}
