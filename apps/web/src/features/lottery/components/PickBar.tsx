import { ActionSheet, Button } from "antd-mobile";
import { formatMoney } from "@lottery/rules";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { RANDOM_PICK_SIZES } from "../logic/random-pick.ts";
import type { SelectionCount } from "../logic/selection.ts";

export interface PickBarProps {
  count: SelectionCount;
  listSize: number;
  onClear: () => void;
  onRandom: (bets: number) => void;
  onDone: () => void;
}

/** The bottom bar: clear, random pick 1/5/10, live bets and amount, and 选好了 to the bet list. */
export function PickBar({ count, listSize, onClear, onRandom, onDone }: PickBarProps) {
  const m = lotteryMessages.lottery;
  const chooseRandom = () =>
    ActionSheet.show({
      cancelText: m.cancel,
      actions: RANDOM_PICK_SIZES.map((n) => ({ key: n, text: m.randomBets(n), onClick: () => onRandom(n) })),
      closeOnAction: true,
    });
  return (
    <footer className="pick-bar">
      <div className="pick-bar-tools">
        <button type="button" className="pick-bar-tool" onClick={onClear}>
          {m.clear}
        </button>
        <button type="button" className="pick-bar-tool" onClick={chooseRandom}>
          {m.random}
        </button>
      </div>
      <div className="pick-bar-summary" data-testid="bet-summary">
        <div>{m.betSummary(count.bets, formatMoney(count.amountFen))}</div>
        {count.hint ? <div className="pick-bar-hint">{count.hint}</div> : null}
        {!count.hint && listSize > 0 ? <div className="pick-bar-hint">{m.basket(listSize)}</div> : null}
      </div>
      <Button color="primary" className="pick-bar-done" onClick={onDone}>
        {m.addToList}
      </Button>
    </footer>
  );
}
