import { generatePath } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useGameEvents } from "../../../lib/game-events.ts";
import { paths } from "../../../lib/paths.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useLotteryPageInfo } from "../api/page-info.ts";
import { BallZone } from "../components/BallZone.tsx";
import { BetOutcomeNotice } from "../components/BetOutcomeNotice.tsx";
import { gameRoutePage } from "../components/GameRoutePage.tsx";
import { IssueBar } from "../components/IssueBar.tsx";
import { PickBar } from "../components/PickBar.tsx";
import { StatSwitch } from "../components/StatSwitch.tsx";
import { PoolLine } from "../components/PoolLine.tsx";
import { PlayHelp } from "../components/PlayHelp.tsx";
import { PlaySwitch } from "../components/PlaySwitch.tsx";
import { SavedNumbersBar } from "../components/SavedNumbers.tsx";
import { useBetOutcome } from "../hooks/useBetOutcome.ts";
import { useIssueWatch } from "../hooks/useIssueWatch.ts";
import { usePickStats } from "../hooks/usePickStats.ts";
import { usePicker } from "../hooks/usePicker.ts";
import { useShake } from "../hooks/useShake.ts";
import { gameNameOf, numberGameOf, playDefsOf } from "../logic/games.ts";
import { trendPath } from "../logic/trend.ts";
import { zoneIsBlue, zoneLabels } from "../logic/zone-labels.ts";
import "../components/lottery.css";

/**
 * The number-game picking page (/ssq, /dlt, /fc3dpl3/{code}, /qlc, /qxc, /pl5, /xqxc, /lhc): play
 * switch, ball grids from the rules package's zone specs with the SPEC 3 selection cycle, live bets
 * and amount, random pick, the current issue's countdown and the last draw; 选好了 adds the ticket to
 * the bet list and opens /NumConfirmation; 我的自选 fills the picker from a saved set, 存为自选 saves it. Once an issue settles (event stream) the outcome of the
 * player's own bets on it shows.
 */
export default gameRoutePage(numberGameOf, NumberGame);

function NumberGame({ gameCode }: { gameCode: string }) {
  const query = useLotteryPageInfo(gameCode);
  const picker = usePicker(gameCode, (play) =>
    generatePath(paths.numConfirmation, { gameCode, gameType: play }),
  );
  const { selection, play, count, listSize, onTap, onRandom, onDone } = picker;
  const plays = playDefsOf(gameCode);
  const labels = zoneLabels(gameCode, selection.play);
  const stats = usePickStats(gameCode, play?.zones);
  useIssueWatch(gameCode, query.data?.current?.issue);
  const outcome = useBetOutcome(gameCode);
  useGameEvents([gameCode], ["settled"], (settled) => void outcome.check(settled.issue));
  // 摇一摇: a shake picks one random bet, as 机选1注 does.
  useShake(() => onRandom(1));

  return (
    <Page
      className="lottery-page"
      header={
        <PageHeader
          title={gameNameOf(gameCode)}
          right={<HeaderLink text={lotteryMessages.lotteryExtras.trend} to={trendPath(gameCode)} />}
        />
      }
      footer={
        <PickBar
          count={count}
          listSize={listSize}
          onClear={picker.onClear}
          onRandom={onRandom}
          onDone={onDone}
        />
      }
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {query.data && (
          <IssueBar
            info={query.data}
            receivedAt={query.dataUpdatedAt}
            onClosed={() => void query.refetch()}
          />
        )}
      </LoadState>
      <PoolLine pool={query.data?.pool} />
      <BetOutcomeNotice outcome={outcome.outcome} onClose={outcome.dismiss} />
      <PlaySwitch plays={plays} value={selection.play} onChange={picker.onPlay} />
      <PlayHelp gameCode={gameCode} play={selection.play} />
      <StatSwitch mode={stats.mode} onChange={stats.setMode} />
      <SavedNumbersBar gameCode={gameCode} count={count} onFill={picker.onFill} />
      {play?.zones.map((spec, i) => (
        <BallZone
          key={`${selection.play}-${i}`}
          label={labels[i] ?? ""}
          spec={spec}
          zone={selection.zones[i] ?? { bankers: [], numbers: [] }}
          blue={zoneIsBlue(gameCode, i)}
          onTap={(value) => onTap(i, value)}
          stat={stats.statOf(i)}
        />
      ))}
    </Page>
  );
}
