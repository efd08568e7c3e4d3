import { useCountInput } from "../lib/count-input.ts";
import { bettingMessages } from "../messages/betting.ts";
import "./count-field.css";

export interface CountFieldProps {
  /** The box's name (倍数, 追号 …): shown before it unless `hideLabel`, and its accessible name. */
  label: string;
  unit: string;
  value: number;
  max: number;
  min?: number;
  /** Step of the − + buttons; a typed count off the step snaps to it when the box is left. */
  step?: number;
  /** What is said beside the box of its limit, when not the plain 最多N. */
  hint?: string;
  hideLabel?: boolean;
  onChange: (value: number) => void;
}

/**
 * THE whole-number box of every multiple, chase and stake count (number games, fast draws, the sports
 * slip, 奖金优化, 智能追号): − [n] + with the unit and its limit beside it. It only ever holds
 * digits and shows exactly the count that is reported (lib/count-input.ts): what the box shows is
 * what is charged.
 */
export function CountField({ label, unit, value, max, min = 1, step = 1, hint, ...props }: CountFieldProps) {
  const t = bettingMessages.countField;
  const input = useCountInput(value, { min, max, step }, props.onChange);
  const limit =
    hint ?? (step > 1 ? t.step(step, min, max, unit) : min > 1 ? t.range(min, max, unit) : t.max(max, unit));
  return (
    <div className="count-field">
      {!props.hideLabel && <span className="count-field-label">{label}</span>}
      <button
        type="button"
        className="count-field-step"
        aria-label={t.decrease(label)}
        disabled={value <= min}
        onClick={input.decrease}
      >
        −
      </button>
      <input
        className="count-field-input"
        role="spinbutton"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-invalid={!input.fits}
        placeholder={String(min)}
        value={input.text}
        onChange={input.onChange}
        onBlur={input.onBlur}
      />
      <button
        type="button"
        className="count-field-step"
        aria-label={t.increase(label)}
        disabled={value >= max}
        onClick={input.increase}
      >
        +
      </button>
      <span className="count-field-unit">{unit}</span>
      <small className={`count-field-limit${input.fits ? "" : " count-field-limit-off"}`}>{limit}</small>
    </div>
  );
}
