import { Button } from "antd-mobile";
import { sportsMessages } from "../../../messages/sports.ts";

const t = sportsMessages.sports;

/** The bottom bar of a match list: 清空, the selected-matches counter and 选好了. */
export function BetBar(props: { count: number; ready: boolean; onClear(): void; onNext(): void }) {
  return (
    <footer className="sp-bar">
      <button type="button" className="sp-bar-clear" disabled={props.count === 0} onClick={props.onClear}>
        {t.clear}
      </button>
      <span className="sp-bar-count" data-testid="sp-selected">
        {props.count > 0 ? t.selectedMatches(props.count) : t.pickHint(1)}
      </span>
      <Button color="primary" className="sp-bar-next" disabled={!props.ready} onClick={props.onNext}>
        {t.next}
      </Button>
    </footer>
  );
}
