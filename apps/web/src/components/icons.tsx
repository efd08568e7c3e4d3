/** Tab icons as inline SVG (antd-mobile-icons is not a declared dependency of this app). */
const common = {
  width: "1em",
  height: "1em",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
};

export const HomeIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" strokeLinejoin="round" />
  </svg>
);

export const ResultIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="7" cy="12" r="3.2" />
    <circle cx="17" cy="12" r="3.2" />
    <path d="M3 20h18M3 4h18" strokeLinecap="round" />
  </svg>
);

export const TogetherIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" strokeLinecap="round" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.8.8 3 2.5 3.5 5.2" strokeLinecap="round" />
  </svg>
);

export const MineIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4.2 4-6.5 8-6.5s7 2.3 8 6.5" strokeLinecap="round" />
  </svg>
);

/** 投注记录: a ticket. */
export const TicketIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z" strokeLinejoin="round" />
    <path d="M9 9h6M9 13h4" strokeLinecap="round" />
  </svg>
);

/** 中奖记录: a trophy. */
export const TrophyIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" strokeLinejoin="round" />
    <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8" strokeLinecap="round" />
  </svg>
);

/** 追号记录: issues following one another. */
export const ChaseIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3" strokeLinecap="round" />
    <path d="M18 3v4h-4M6 21v-4h4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** 消息: an envelope. */
export const MessageIcon = () => (
  <svg {...common} aria-hidden="true">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" strokeLinejoin="round" />
  </svg>
);
