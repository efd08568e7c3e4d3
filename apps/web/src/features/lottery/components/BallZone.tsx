import { BallStatus, type ParsedZone, type ZoneSpec } from "@lottery/rules";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { ballText, zoneTakesBankers, zoneValues } from "../logic/games.ts";
import { ballStatus } from "../logic/selection.ts";
import type { BallStatOf } from "../hooks/usePickStats.ts";

export interface BallZoneProps {
  label: string;
  spec: ZoneSpec;
  zone: ParsedZone;
  blue: boolean;
  onTap: (value: number) => void;
  /** A value's text when not the plain number (大/小, 鱼, 111 …); default ballText. */
  text?: (value: number) => string;
  /** A small line under a value (its odds), or null. */
  note?: (value: number) => string | null;
  /** The 遗漏/冷热 figure under a ball (usePickStats), when the switch is on. */
  stat?: BallStatOf;
}

const STATUS_CLASS = {
  [BallStatus.NONE]: "",
  [BallStatus.BANKER]: " ball-banker",
  [BallStatus.SELECTED]: " ball-on",
};

// Two-digit balls 7 a row, digits 10 a row; words (大小单双, 鱼虾蟹, 111) and values with odds as wider buttons.
function gridClass(spec: ZoneSpec, { text, note }: Pick<BallZoneProps, "text" | "note">): string {
  const differs = (v: number) => (text && text(v) !== ballText(v, spec)) || Boolean(note?.(v));
  const words = spec.format === "token" || zoneValues(spec).some(differs);
  if (words) return " ball-grid-words";
  return spec.format === "ball2" ? "" : " ball-grid-digits";
}

/** One zone's ball grid with its heading and rule; each ball shows its SPEC 3 status. */
export function BallZone(props: BallZoneProps) {
  const { label, spec, zone, blue, onTap, text: textOf, note, stat } = props;
  const m = lotteryMessages.lottery;
  const bankers = zoneTakesBankers(spec) ? spec.bankers : undefined;
  return (
    <section className={`ball-zone${blue ? " ball-zone-blue" : ""}`} aria-label={label}>
      <header className="ball-zone-head">
        <span className="ball-zone-label">{label}</span>
        <span className="ball-zone-rule">
          {bankers
            ? m.bankerRule(bankers.max)
            : spec.minCount === 0
              ? m.fast.optionalZone
              : m.zoneRule(spec.minCount, spec.maxCount)}
        </span>
      </header>
      <div className={`ball-grid${gridClass(spec, { text: textOf, note })}${stat ? " ball-grid-stats" : ""}`}>
        {zoneValues(spec).map((value) => {
          const status = ballStatus(zone, value);
          const text = textOf ? textOf(value) : ballText(value, spec);
          const small = note?.(value);
          const button = (
            <button
              key={value}
              type="button"
              className={`ball${STATUS_CLASS[status]}`}
              aria-pressed={status !== BallStatus.NONE}
              aria-label={status === BallStatus.BANKER ? `${text}${m.bankerMark}` : text}
              data-status={status}
              onClick={() => onTap(value)}
            >
              {text}
              {small && <small className="ball-note">{small}</small>}
              {status === BallStatus.BANKER && <i className="ball-banker-mark">{m.bankerMark}</i>}
            </button>
          );
          const figure = stat?.(value);
          if (!figure) return button;
          return (
            <span key={value} className="ball-cell">
              {button}
              <small className={`ball-stat${figure.tone ? ` ball-stat-${figure.tone}` : ""}`}>
                {figure.text}
              </small>
            </span>
          );
        })}
      </div>
    </section>
  );
}
