import { Dialog } from "antd-mobile";
import { gameRules } from "@lottery/rules";
import { pickerMessages } from "../../../messages/picker.ts";
import { playDefOf } from "../logic/games.ts";
import { playPrizeLine } from "../logic/play-prizes.ts";
import "./picker-info.css";

/** How a play wins, from the messages file by family and play code; null when none is written. */
export function playRuleText(gameCode: string, play: string): string | null {
  const family = gameRules(gameCode)?.game.family ?? "";
  return pickerMessages.pickerInfo.playRules[family]?.[play.toUpperCase()] ?? null;
}

/** The play's fixed prize (fast draws, from the rules) and its 玩法说明 in a dialog. */
export function PlayHelp({ gameCode, play }: { gameCode: string; play: string }) {
  const m = pickerMessages.pickerInfo;
  const rule = playRuleText(gameCode, play);
  const prize = playPrizeLine(gameCode, play);
  if (!rule && !prize) return null;
  const name = playDefOf(gameCode, play)?.name ?? "";
  const open = () => void Dialog.alert({ title: m.playHelpTitle(name), content: rule, confirmText: m.close });
  return (
    <div className="play-help">
      <span className="play-help-prize" data-testid="play-prize">
        {prize}
      </span>
      {rule && (
        <button type="button" className="play-help-open" onClick={open}>
          {m.playHelp}
        </button>
      )}
    </div>
  );
}
