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
