import { Button, Dialog, Selector } from "antd-mobile";
import { useState } from "react";
import { Link } from "react-router";
import type { SavedNumber } from "@lottery/contract";
import { gameRoute } from "@lottery/rules";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { showToast } from "../../../lib/toast.ts";
import { pickerMessages } from "../../../messages/picker.ts";
import { useSavedNumberEdits, useSavedNumbers } from "../api/saved-numbers.ts";
import { SavedNumberLine } from "../components/SavedNumbers.tsx";
import { NUMBER_GAME_CODES, gameNameOf, pickerPathOf } from "../logic/games.ts";
import "../components/lottery.css";

const s = pickerMessages.savedNumbers;

/**
 * /addNumber (自选号码): my saved number sets per game — the game chosen above (the number games, and
 * the fast-draw games I saved sets of), its sets (at most the server's limit) each with 删除, and
 * 去选号添加 to the game's picker, whose 存为自选 saves a set (and whose 我的自选 fills the picker).
 */
export default function AddNumberPage() {
  const [gameCode, setGameCode] = useState<string>(NUMBER_GAME_CODES[0]);
  const saved = useSavedNumbers(undefined);
  const all = saved.data?.list ?? [];
  const list = all.filter((one) => one.gameCode === gameCode);
  return (
    <Page className="lottery-page add-number-page" header={<PageHeader title={s.title} />}>
      <Selector
        columns={3}
        value={[gameCode]}
        options={gamesWithSets(all).map((code) => ({ label: gameNameOf(code), value: code }))}
        onChange={(v) => v[0] !== undefined && setGameCode(v[0])}
      />
      <div className="add-number-head">
        <span data-testid="saved-count">{saved.data ? s.count(list.length, saved.data.max) : ""}</span>
        <Link to={(gameRoute(gameCode) || { path: pickerPathOf(gameCode) }).path} className="add-number-add">
          {s.add}
        </Link>
      </div>
      <LoadState status={saved.status} onRetry={() => void saved.refetch()}>
        {list.length === 0 ? (
          <p className="saved-numbers-empty">
            {s.empty}
            <br />
            {s.emptyHint}
          </p>
        ) : (
          list.map((one) => <SavedRow key={one.id} saved={one} />)
        )}
      </LoadState>
    </Page>
  );
}

/** The number games, then each fast-draw game the player has saved sets of (saved from its picker). */
function gamesWithSets(all: readonly SavedNumber[]): string[] {
  const numberGames: readonly string[] = NUMBER_GAME_CODES;
  const fast = [...new Set(all.map((one) => one.gameCode))].filter((code) => !numberGames.includes(code));
  return [...numberGames, ...fast];
}

function SavedRow({ saved }: { saved: SavedNumber }) {
  const { remove } = useSavedNumberEdits();
  const ask = () =>
    void Dialog.confirm({
      content: s.removeConfirm,
      onConfirm: async () => {
        try {
          await remove(saved.id);
          showToast(s.removed);
        } catch {
          // the request layer has shown the refusal
        }
      },
    });
  return (
    <div className="saved-number-row add-number-row" data-testid="saved-number">
      <SavedNumberLine saved={saved} />
      <Button size="mini" color="danger" fill="outline" onClick={ask}>
        {s.remove}
      </Button>
    </div>
  );
}
