import { sportsMessages } from "../../../messages/sports.ts";
import { passTypeName } from "../logic/games.ts";

const t = sportsMessages.sports;

/** Whether a pass type is a free pass (M串1 or 单关) rather than a multi-bet M串N. */
const isFree = (code: string) => code.endsWith("_1");

/**
 * The pass-type picker: only the types the rules allow for these legs. Free passes (M串1) combine;
 * a multi pass (M串N) stands alone.
 */
export function PassTypePicker(props: {
  allowed: readonly string[];
  chosen: readonly string[];
  onChange(chosen: string[]): void;
}) {
  const { allowed, chosen } = props;
  const toggle = (code: string) => {
    if (chosen.includes(code)) props.onChange(chosen.filter((c) => c !== code));
    else if (!isFree(code)) props.onChange([code]);
    else props.onChange([...chosen.filter(isFree), code]);
  };
  const group = (title: string, codes: string[]) =>
    codes.length > 0 && (
      <div className="sp-pass-group">
        <div className="sp-pass-title">{title}</div>
        <div className="sp-pass-chips">
          {codes.map((code) => (
            <button
              type="button"
              key={code}
              className={`sp-chip${chosen.includes(code) ? " sp-chip-on" : ""}`}
              aria-pressed={chosen.includes(code)}
              onClick={() => toggle(code)}
            >
              {passTypeName(code)}
            </button>
          ))}
        </div>
      </div>
    );
  return (
    <section className="sp-pass" aria-label={t.passType}>
      {group(t.freePass, allowed.filter(isFree))}
      {group(
        t.multiPass,
        allowed.filter((c) => !isFree(c)),
      )}
    </section>
  );
}
