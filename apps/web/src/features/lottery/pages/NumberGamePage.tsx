import { useMemo } from "react";
import { ErrorBlock } from "antd-mobile";
import { generatePath, useLocation, useNavigate, useParams } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages.ts";
import { useLotteryPageInfo } from "../api/page-info.ts";
import { BallZone } from "../components/BallZone.tsx";
import { IssueBar } from "../components/IssueBar.tsx";
import { PickBar } from "../components/PickBar.tsx";
import { PlaySwitch } from "../components/PlaySwitch.tsx";
import { useIssueWatch } from "../hooks/useIssueWatch.ts";
import { useSelection } from "../hooks/useSelection.ts";
import { gameNameOf, numberGameOf, playDefOf, playDefsOf } from "../logic/games.ts";
import { randomSelection, randomSingleBets, secureRandomInt } from "../logic/random-pick.ts";
import { countSelection, emptySelection, tapBall } from "../logic/selection.ts";
import { appendTickets, listedTicket, loadTicketList, type ListedTicket } from "../logic/ticket-list.ts";
import { zoneIsBlue, zoneLabels } from "../logic/zone-labels.ts";
import "../components/lottery.css";

/**
 * The number-game picking page (/ssq, /dlt, /fc3dpl3/{code}, /qlc, /qxc, /pl5, /xqxc, /lhc): play
 * switch, ball grids from the rules package's zone specs with the SPEC 3 selection cycle, live bets
 * and amount, random pick, the current issue's countdown and the last draw; 选好了 adds the ticket to
 * the bet list and opens /NumConfirmation.
 */
export default function NumberGamePage() {
  const { gameCode: codeParam } = useParams();
  const { pathname } = useLocation();
  const gameCode = numberGameOf(pathname, codeParam);
  if (!gameCode) {
    return (
      <Page header={<PageHeader title={messages.brand} />}>
        <ErrorBlock status="empty" title={messages.lottery.unknownGame} description="" />
      </Page>
    );
  }
  return <NumberGame key={gameCode} gameCode={gameCode} />;
}

function NumberGame({ gameCode }: { gameCode: string }) {
  const navigate = useNavigate();
  const query = useLotteryPageInfo(gameCode);
  const [selection, setSelection] = useSelection(gameCode);
  const plays = playDefsOf(gameCode);
  const play = playDefOf(gameCode, selection.play);
  const labels = zoneLabels(gameCode, selection.play);
  const count = useMemo(() => countSelection(gameCode, selection), [gameCode, selection]);
  const listSize = loadTicketList(gameCode).length;
  useIssueWatch(gameCode, query.data?.current?.issue);

  const goToList = (play: string) =>
    navigate(generatePath(paths.numConfirmation, { gameCode, gameType: play }), {
      state: { fromPicker: true },
    });

  const addAndGo = (tickets: ListedTicket[], play: string) => {
    appendTickets(gameCode, tickets);
    goToList(play);
  };

  const onTap = (zoneIndex: number, value: number) => {
    const spec = play?.zones[zoneIndex];
    const zone = selection.zones[zoneIndex];
    if (!spec || !zone) return;
    const tapped = tapBall(spec, zone, value);
    if ("refused" in tapped) return showToast(tapped.refused);
    setSelection({ ...selection, zones: selection.zones.map((z, i) => (i === zoneIndex ? tapped.zone : z)) });
  };

  const onRandom = (bets: number) => {
    if (bets === 1) return setSelection(randomSelection(gameCode, selection.play, secureRandomInt));
    const picks = randomSingleBets(gameCode, selection.play, bets, secureRandomInt);
    const tickets = picks.flatMap((pick) => listedTicket(gameCode, pick) ?? []);
    addAndGo(tickets, picks[0]?.play ?? selection.play);
  };

  const onDone = () => {
    const ticket = listedTicket(gameCode, selection);
    if (ticket) {
      setSelection(emptySelection(gameCode, selection.play));
      return addAndGo([ticket], selection.play);
    }
    if (count.hint) return showToast(count.hint);
    if (listSize > 0) return goToList(selection.play);
    showToast(messages.lottery.pickFirst);
  };

  return (
    <Page
      className="lottery-page"
      header={<PageHeader title={gameNameOf(gameCode)} />}
      footer={
        <PickBar
          count={count}
          listSize={listSize}
          onClear={() => setSelection(emptySelection(gameCode, selection.play))}
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
      <PlaySwitch
        plays={plays}
        value={selection.play}
        onChange={(code) => setSelection(emptySelection(gameCode, code))}
      />
      {play?.zones.map((spec, i) => (
        <BallZone
          key={`${selection.play}-${i}`}
          label={labels[i] ?? ""}
          spec={spec}
          zone={selection.zones[i] ?? { bankers: [], numbers: [] }}
          blue={zoneIsBlue(gameCode, i)}
          onTap={(value) => onTap(i, value)}
        />
      ))}
    </Page>
  );
}
