import { useState } from "react";
import { Button } from "antd-mobile";
import { togetherSportsGames } from "@lottery/contract";
import { togetherMessages } from "../../../messages/together.ts";
import { StartTogether } from "../../../components/StartTogether.tsx";
import { apiLegs, type SlipMatch } from "../logic/slip.ts";

const GAMES: readonly string[] = togetherSportsGames;

/**
 * 发起合买 on the sports slip (竞彩足球, 竞彩篮球, 北京单场): the slip's ticket — legs at the SPs it
 * shows, pass types and multiple — becomes one scheme, bought by shares until the first match's close.
 */
export function SportsTogether(props: {
  game: string;
  matches: readonly SlipMatch[];
  passTypes: readonly string[];
  multiple: number;
  costFen: number;
  ready: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!GAMES.includes(props.game)) return null;
  const ticket = {
    gameCode: props.game,
    passTypes: props.passTypes.join(","),
    legs: apiLegs(props.matches),
    multiple: props.multiple,
  };
  return (
    <>
      <Button disabled={!props.ready} onClick={() => setOpen(true)}>
        {togetherMessages.together.start}
      </Button>
      {open && <StartTogether ticket={ticket} costFen={props.costFen} onClose={() => setOpen(false)} />}
    </>
  );
}
