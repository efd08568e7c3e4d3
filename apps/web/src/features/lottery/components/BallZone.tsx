import { BallStatus, type ParsedZone, type ZoneSpec } from "@lottery/rules";
import { messages } from "../../../messages.ts";
import { ballText, zoneTakesBankers, zoneValues } from "../logic/games.ts";
import { ballStatus } from "../logic/selection.ts";

export interface BallZoneProps {
  label: string;
  spec: ZoneSpec;
  zone: ParsedZone;
  blue: boolean;
  onTap: (value: number) => void;
}

const STATUS_CLASS = {
  [BallStatus.NONE]: "",
  [BallStatus.BANKER]: " ball-banker",
  [BallStatus.SELECTED]: " ball-on",
};

/** One zone's ball grid with its heading and rule; each ball shows its SPEC 3 status. */
export function BallZone({ label, spec, zone, blue, onTap }: BallZoneProps) {
  const m = messages.lottery;
  const bankers = zoneTakesBankers(spec) ? spec.bankers : undefined;
  return (
    <section className={`ball-zone${blue ? " ball-zone-blue" : ""}`} aria-label={label}>
      <header className="ball-zone-head">
        <span className="ball-zone-label">{label}</span>
        <span className="ball-zone-rule">
          {bankers ? m.bankerRule(bankers.max) : m.zoneRule(spec.minCount, spec.maxCount)}
        </span>
      </header>
      <div className={`ball-grid${spec.format === "ball2" ? "" : " ball-grid-digits"}`}>
        {zoneValues(spec).map((value) => {
          const status = ballStatus(zone, value);
          const text = ballText(value, spec);
          return (
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
              {status === BallStatus.BANKER && <i className="ball-banker-mark">{m.bankerMark}</i>}
            </button>
          );
        })}
      </div>
    </section>
  );
}
