import type { SportsOptionOdds, SportsPlayOdds } from "@lottery/contract";
import { gridColumns } from "../logic/games.ts";

export interface OptionGridProps {
  play: SportsPlayOdds;
  picked: readonly string[];
  disabled: boolean;
  onToggle(code: string): void;
  /** Label cell before the buttons (the handicap of a row in HH). */
  label?: string;
}

/** The option buttons of one play: name over SP, red when picked. */
export function OptionGrid({ play, picked, disabled, onToggle, label }: OptionGridProps) {
  const columns = label === undefined ? gridColumns(play.options.length) : play.options.length;
  return (
    <div className="sp-grid-row">
      {label !== undefined && (
        <span className={`sp-line${label.startsWith("-") ? " sp-line-minus" : ""}`}>{label}</span>
      )}
      <div className="sp-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
        {play.options.map((option) => (
          <OptionButton
            key={option.code}
            option={option}
            picked={picked.includes(option.code)}
            disabled={disabled}
            onToggle={() => onToggle(option.code)}
          />
        ))}
      </div>
    </div>
  );
}

function OptionButton(props: {
  option: SportsOptionOdds;
  picked: boolean;
  disabled: boolean;
  onToggle(): void;
}) {
  const { option, picked, disabled } = props;
  return (
    <button
      type="button"
      className={`sp-option${picked ? " sp-option-on" : ""}`}
      aria-pressed={picked}
      disabled={disabled}
      onClick={props.onToggle}
    >
      <span className="sp-option-name">{option.name}</span>
      <span className="sp-option-sp">{option.sp.toFixed(2)}</span>
    </button>
  );
}
