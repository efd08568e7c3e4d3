export interface PlaySwitchProps {
  plays: readonly { code: string; name: string }[];
  value: string;
  onChange: (play: string) => void;
}

/** The play-type switch (单式/复式/胆拖, 直选/组三 …) as a row of pills. */
export function PlaySwitch({ plays, value, onChange }: PlaySwitchProps) {
  if (plays.length < 2) return null;
  return (
    <nav className="play-switch" role="tablist">
      {plays.map((play) => (
        <button
          key={play.code}
          type="button"
          role="tab"
          aria-selected={play.code === value}
          className={`play-pill${play.code === value ? " play-pill-active" : ""}`}
          onClick={() => onChange(play.code)}
        >
          {play.name}
        </button>
      ))}
    </nav>
  );
}
