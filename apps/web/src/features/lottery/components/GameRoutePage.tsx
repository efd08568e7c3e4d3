import type { ComponentType } from "react";
import { ErrorBlock } from "antd-mobile";
import { useLocation, useParams } from "react-router";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { commonMessages } from "../../../messages/common.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";

/** Reads a game code from a route: its `:gameCode` param and path; null when it is not one of the page's. */
export type GameOfRoute = (pathname: string, codeParam?: string) => string | null;

/**
 * The route page of a game picker: the game `resolve` finds in the URL (re-mounted per game, so one
 * game's selection never leaks into another's), or 未知彩种 for a code the page does not serve.
 */
export function gameRoutePage(resolve: GameOfRoute, Game: ComponentType<{ gameCode: string }>) {
  return function GameRoutePage() {
    const { gameCode: codeParam } = useParams();
    const { pathname } = useLocation();
    const gameCode = resolve(pathname, codeParam);
    if (!gameCode) {
      return (
        <Page header={<PageHeader title={commonMessages.brand} />}>
          <ErrorBlock status="empty" title={lotteryMessages.lottery.unknownGame} description="" />
        </Page>
      );
    }
    return <Game key={gameCode} gameCode={gameCode} />;
  };
}
