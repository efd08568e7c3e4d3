/** Small inline icons of the home feature (no icon package is a dependency of this app). */
const stroke = {
  width: "1em",
  height: "1em",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const STAR = "M12 3.2l2.7 5.5 6 .9-4.35 4.24 1.03 6L12 17l-5.38 2.84 1.03-6L3.3 9.6l6-.9z";

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg {...stroke} fill={filled ? "currentColor" : "none"} aria-hidden="true">
    <path d={STAR} />
  </svg>
);

export const SearchIcon = () => (
  <svg {...stroke} aria-hidden="true">
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </svg>
);

export const MailIcon = () => (
  <svg {...stroke} aria-hidden="true">
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </svg>
);

export const SpeakerIcon = () => (
  <svg {...stroke} aria-hidden="true">
    <path d="M4 10v4h3l5 4V6L7 10z" />
    <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
  </svg>
);
