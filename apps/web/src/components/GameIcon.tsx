import type { ReactElement } from "react";
import { findGame } from "@lottery/rules";
import { commonMessages } from "../messages/common.ts";
import "./game-icon.css";

/**
 * Every game's icon, drawn as one family: a rounded tile in the game's own colour, its family's picture
 * (balls, digits, dice, a timer, a car, a ball of its sport …) and its short name beneath, so games of one
 * family still tell apart at a glance. Inline SVG: no request, a few hundred bytes each.
 */
export function GameIcon({ code, size = "large" }: { code: string; size?: "large" | "small" }) {
  const game = findGame(code);
  const family = game?.family ?? "";
  const colour = colourOf(code);
  const Picture = PICTURES[family] ?? Ball;
  return (
    <svg
      className={`game-icon-svg ${size}`}
      viewBox="0 0 48 48"
      role="img"
      aria-label={game?.name ?? code}
      data-game={code}
    >
      <rect x="1" y="1" width="46" height="46" rx="12" fill={colour} />
      <g transform="translate(0 -4)">
        <Picture />
      </g>
      <text x="24" y="43" textAnchor="middle" className="game-icon-label">
        {shortNameOf(code, game?.name ?? code)}
      </text>
    </svg>
  );
}

/** The two characters under the picture: the catalogue name's, or a clearer short form. */
export function shortNameOf(code: string, name: string): string {
  return commonMessages.gameShortNames[code] ?? [...name].slice(0, 2).join("");
}

/** A colour of its own for each game: a hue from the code, in one saturation and lightness. */
export function colourOf(code: string): string {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 62% 46%)`;
}

const WHITE = "#fff";

function Ball(): ReactElement {
  return <circle cx="24" cy="20" r="10" fill={WHITE} />;
}

function TwoBalls({ second }: { second: string }): ReactElement {
  return (
    <>
      <circle cx="18" cy="21" r="8" fill={WHITE} />
      <circle cx="31" cy="17" r="6" fill={second} stroke={WHITE} strokeWidth="2" />
    </>
  );
}

function Digits({ text }: { text: string }): ReactElement {
  return (
    <>
      <rect x="11" y="10" width="26" height="20" rx="4" fill={WHITE} />
      <text x="24" y="26" textAnchor="middle" className="game-icon-digits">
        {text}
      </text>
    </>
  );
}

function Dice(): ReactElement {
  const pips: [number, number][] = [
    [17, 13],
    [24, 20],
    [31, 27],
  ];
  return (
    <>
      <rect x="11" y="7" width="26" height="26" rx="6" fill={WHITE} />
      {pips.map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={y} r="2.6" fill="#333" />
      ))}
    </>
  );
}

function Timer(): ReactElement {
  return (
    <>
      <circle cx="24" cy="21" r="11" fill="none" stroke={WHITE} strokeWidth="3" />
      <path d="M24 14v7l5 3M21 7h6" stroke={WHITE} strokeWidth="3" strokeLinecap="round" fill="none" />
    </>
  );
}

function Car(): ReactElement {
  return (
    <>
      <path d="M9 25l4-9h22l4 9v4H9z" fill={WHITE} />
      <circle cx="16" cy="30" r="3.5" fill="#333" stroke={WHITE} strokeWidth="1.5" />
      <circle cx="32" cy="30" r="3.5" fill="#333" stroke={WHITE} strokeWidth="1.5" />
    </>
  );
}

function Football(): ReactElement {
  return (
    <>
      <circle cx="24" cy="20" r="11" fill={WHITE} />
      <path d="M24 14l5 3.6-1.9 5.9h-6.2L19 17.6z" fill="#333" />
    </>
  );
}

function Basketball(): ReactElement {
  return (
    <>
      <circle cx="24" cy="20" r="11" fill={WHITE} />
      <path
        d="M13 20h22M24 9v22M16 12c4 4 4 12 0 16M32 12c-4 4-4 12 0 16"
        stroke="#e65100"
        strokeWidth="1.6"
        fill="none"
      />
    </>
  );
}

function Fish(): ReactElement {
  return (
    <>
      <path d="M10 20c5-7 15-8 22 0-7 8-17 7-22 0z" fill={WHITE} />
      <path d="M32 20l7-6v12z" fill={WHITE} />
      <circle cx="17" cy="18.5" r="1.8" fill="#333" />
    </>
  );
}

function Gate(): ReactElement {
  return (
    <>
      <rect x="11" y="9" width="5" height="22" rx="2" fill={WHITE} />
      <rect x="32" y="9" width="5" height="22" rx="2" fill={WHITE} />
      <circle cx="24" cy="22" r="4" fill={WHITE} />
    </>
  );
}

function Star(): ReactElement {
  return <path d="M24 8l3.7 7.6 8.3 1.2-6 5.9 1.4 8.3-7.4-3.9-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2z" fill={WHITE} />;
}

/** The picture of each rules family (catalogue `family`). */
const PICTURES: Readonly<Record<string, () => ReactElement>> = {
  ssq: () => <TwoBalls second="#1e88e5" />,
  dlt: () => <TwoBalls second="#fdd835" />,
  qlc: Star,
  lhc: () => <Digits text="49" />,
  d3: () => <Digits text="3D" />,
  pl5: () => <Digits text="5" />,
  qxc: () => <Digits text="7" />,
  ssc: Timer,
  "11x5": () => <Digits text="11" />,
  k3: Dice,
  pk10: Car,
  lyb: Fish,
  slm: Gate,
  jczq: Football,
  ctzq: Football,
  qwzq: Football,
  bjdc: Football,
  jclq: Basketball,
};
