import type { ReactNode } from "react";

/**
 * Menu icon drawings by icon key (24×24, stroked), named as the server's default menus name them;
 * the background colour comes from the key too.
 */
const DRAWINGS: Readonly<Record<string, ReactNode>> = {
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" />
    </>
  ),
  recharge: (
    <>
      <rect x="2.5" y="6" width="19" height="13" rx="2" />
      <path d="M2.5 10h19M12 13v4M10 15h4" />
    </>
  ),
  withdraw: (
    <>
      <rect x="2.5" y="6" width="19" height="13" rx="2" />
      <path d="M2.5 10h19M12 17v-4M10 15l2 2 2-2" />
    </>
  ),
  convert: <path d="M4 8h14l-3-3M20 16H6l3 3" />,
  yeb: (
    <>
      <path d="M5 10a7 5 0 0 1 14 0v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z" />
      <path d="M9 13h6M12 11v5M10 9l2 2 2-2" />
    </>
  ),
  transfer: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 10h8l-2.5-2.5M16 14H8l2.5 2.5" />
    </>
  ),
  funds: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 15h7M9 7h3" />
    </>
  ),
  bets: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c1-4 3.8-6 7-6s6 2 7 6" />
    </>
  ),
  custom: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19c.8-3.3 3-5 5.5-5s4.7 1.7 5.5 5M16 8h5M18.5 5.5v5" />
    </>
  ),
  follow: <path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3 4.5 4.5 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />,
  vip: <path d="M4 8l4 3 4-6 4 6 4-3-2 11H6z" />,
  bonus: (
    <>
      <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
      <path d="M2.5 9h19M12 9v11M12 9c-2-4-6-4-6-1.5S9 9 12 9zm0 0c2-4 6-4 6-1.5S15 9 12 9z" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 16.8v.2" />
    </>
  ),
  setting: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v3M12 18.5v3M21.5 12h-3M5.5 12h-3M18.7 5.3l-2.1 2.1M7.4 16.6l-2.1 2.1M18.7 18.7l-2.1-2.1M7.4 7.4L5.3 5.3" />
    </>
  ),
  info: (
    <>
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <circle cx="9" cy="11" r="2.5" />
      <path d="M5.5 17c.6-2 1.9-3 3.5-3s2.9 1 3.5 3M15 10h3.5M15 13.5h3.5" />
    </>
  ),
  together: (
    <>
      <circle cx="8" cy="8.5" r="3" />
      <circle cx="16.5" cy="8.5" r="2.5" />
      <path d="M2.5 19c.7-3.3 2.8-5 5.5-5s4.8 1.7 5.5 5M14.5 14.3c2.7-.6 5.2.9 6 4.7" />
    </>
  ),
  followOrder: (
    <>
      <path d="M4 17l5-5 4 4 7-8" />
      <path d="M15 8h5v5" />
    </>
  ),
  result: (
    <>
      <circle cx="7" cy="12" r="3.2" />
      <circle cx="17" cy="12" r="3.2" />
      <path d="M3 20h18M3 4h18" />
    </>
  ),
  kefu: (
    <>
      <path d="M4.5 13v-1.5a7.5 7.5 0 0 1 15 0V13" />
      <rect x="3" y="12.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="12.5" width="4" height="6" rx="1.5" />
      <path d="M19 18.5c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  score: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5l4 3-1.5 4.5h-5L8 10.5z" />
    </>
  ),
  update: (
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.6" />
      <path d="M20 4v4h-4M12 8v4l3 2" />
    </>
  ),
  network: (
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19" r="1" />
    </>
  ),
  activity: (
    <>
      <path d="M5 21V4M5 4h12l-2.5 4L17 12H5" />
    </>
  ),
  news: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 8h10M7 12h10M7 16h6" />
    </>
  ),
  scratch: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 15c2-3 4-1 6-4s3-1 4-2" />
    </>
  ),
  slot: (
    <>
      <rect x="3" y="5" width="15" height="14" rx="2" />
      <path d="M8 5v14M13 5v14M21 7v5h-3" />
    </>
  ),
  egg: (
    <>
      <path d="M12 3c3.6 0 6.5 5.2 6.5 10a6.5 6.5 0 0 1-13 0C5.5 8.2 8.4 3 12 3z" />
      <path d="M7 12l2.5 1.5L12 11l2.5 2.5L17 12" />
    </>
  ),
  guess: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5l3.5 2.5-1.3 4h-4.4l-1.3-4z" />
    </>
  ),
  more: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <circle cx="16.75" cy="16.75" r="3.25" />
    </>
  ),
};

/** The drawing a menu code gets when the server's icon key is one we do not know. */
const CODE_ICONS: Readonly<Record<string, string>> = {
  maillist: "mail",
  rechargeType6: "recharge",
  WithdrawToFillMoney: "convert",
  withDraw2: "withdraw",
  yuEBao: "yeb",
  electic: "transfer",
  transactionRecord: "funds",
  betRecord: "bets",
  homePage: "profile",
  customMade: "custom",
  myAttention: "follow",
  memberCenter: "vip",
  bonus: "bonus",
  helpCenter: "help",
  setting: "setting",
  personalInfo: "info",
  buyTogether: "together",
  followOrder: "followOrder",
  result: "result",
  Kefu: "kefu",
  Bifen: "score",
  CheckUpdate: "update",
  FixEnternet: "network",
  Activity: "activity",
  News: "news",
  ScratchLobby: "scratch",
  SlotMachine: "slot",
  GoldenEgg: "egg",
  Ssjc: "guess",
};

const PALETTE = ["#ef5350", "#ff9800", "#26a69a", "#42a5f5", "#ab47bc", "#ec407a", "#5c6bc0", "#66bb6a"];

function colourOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** A menu entry's icon: the server's icon key when we can draw it, else the one of its code. */
export function MenuIcon({ icon, code }: { icon: string; code: string }) {
  const key = Object.hasOwn(DRAWINGS, icon) ? icon : (CODE_ICONS[code] ?? "more");
  return (
    <span className="menu-icon" style={{ background: colourOf(key) }}>
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.7}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {DRAWINGS[key]}
      </svg>
    </span>
  );
}
