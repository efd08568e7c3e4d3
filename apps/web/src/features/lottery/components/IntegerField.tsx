import { useEffect, useState } from "react";
import { filterInteger } from "@lottery/rules";
import { messages } from "../../../messages/index.ts";
import { clampCount } from "../logic/bet-settings.ts";

export interface IntegerFieldProps {
  label: string;
  unit: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A − [n] + count field through the SPEC 5 integer filter: typing keeps digits only and caps at
 * `max`; an empty field becomes 1 when it loses focus.
 */
export function IntegerField({ label, unit, value, max, onChange }: IntegerFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (next: string) => onChange(clampCount(next, max));
  return (
    <div className="integer-field">
      <span className="integer-field-label">{label}</span>
      <button
        type="button"
        className="integer-field-step"
        aria-label={`${label}-`}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        −
      </button>
      <input
        className="integer-field-input"
        inputMode="numeric"
        aria-label={label}
        value={text}
        onChange={(e) => {
          const filtered = filterInteger(e.target.value, undefined, max);
          setText(filtered);
          if (filtered !== "" && filtered !== "0") onChange(Number(filtered));
        }}
        onBlur={() => commit(text)}
      />
      <button
        type="button"
        className="integer-field-step"
        aria-label={`${label}+`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
      <span className="integer-field-unit">
        {unit} <small>{messages.lottery.maxHint(max)}</small>
      </span>
    </div>
  );
}
