import { pickerMessages } from "../../../messages/picker.ts";
import { HOT_WINDOW, MISS_WINDOW, STAT_MODES, type StatMode } from "../logic/pick-stats.ts";
import "./picker-info.css";

/** 号码统计: off / 遗漏 / 冷热 — which figure shows under the picker's balls. */
export function StatSwitch({ mode, onChange }: { mode: StatMode; onChange: (mode: StatMode) => void }) {
  const m = pickerMessages.pickerInfo;
  const hint =
    mode === "miss" ? m.statHint.miss(MISS_WINDOW) : mode === "hot" ? m.statHint.hot(HOT_WINDOW) : "";
  return (
    <div className="stat-switch">
      <div className="stat-switch-row" role="radiogroup" aria-label={m.statsLabel}>
        <span className="stat-switch-label">{m.statsLabel}</span>
        {STAT_MODES.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={value === mode}
            className={`stat-mode${value === mode ? " stat-mode-on" : ""}`}
            onClick={() => onChange(value)}
          >
            {m.statModes[value]}
          </button>
        ))}
      </div>
      {hint && <p className="stat-switch-hint">{hint}</p>}
    </div>
  );
}
