import { ErrorBlock } from "antd-mobile";
import { useLocation, useParams } from "react-router";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { paths } from "../../../lib/paths.ts";
import { commonMessages } from "../../../messages/common.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { confirmationGameOf, type FastConfirmation } from "../logic/fast-games.ts";
import { playDefsOf } from "../logic/games.ts";
import { loadSelection } from "../logic/ticket-list.ts";
import { Confirmation } from "./NumConfirmationPage.tsx";

/** Which SPEC 2.3 confirmation route a path is. */
function confirmationKind(pathname: string): FastConfirmation {
  const lower = pathname.toLowerCase();
  if (lower.startsWith(paths.qwlhcConfirmation.toLowerCase())) return "qwlhc";
  return lower.startsWith("/confirmationjsks/") ? "jsks" : "ssc";
}

/**
 * The fast-draw bet lists: /confirmationSSC/{gameType} (时时彩, 11选5, PK10), /confirmationJSKS/{gameType}
 * (快3, 鱼虾蟹, 射龙门) and /QWLHC/NumConfirmation?gameCode=. {gameType} is the game (cqssc, ffk3 …);
 * a link without a game of the route opens the route's newest stored bet list. The list itself is
 * the number games' confirmation (/NumConfirmation), with the same SPEC 3 caches.
 */
export default function FastConfirmationPage() {
  const { gameType = "" } = useParams();
  const { pathname, search } = useLocation();
  const gameCode = confirmationGameOf(confirmationKind(pathname), gameType, search);
  if (!gameCode) {
    return (
      <Page header={<PageHeader title={commonMessages.brand} />}>
        <ErrorBlock status="empty" title={lotteryMessages.lottery.unknownGame} description="" />
      </Page>
    );
  }
  // The play new random bets use: the picker's, else the game's first.
  const play = loadSelection(gameCode)?.play ?? playDefsOf(gameCode)[0]?.code ?? "";
  return <Confirmation key={gameCode} gameCode={gameCode} gameType={play} />;
}
