import { gamesMessages } from "../../../messages/games.ts";

/** Route state of /iframePage and /iframePage2 (SPEC 2.5); every field but url and title is optional. */
export interface FramePageState {
  url: string;
  title: string;
  /** Post `obj` as a form into the frame instead of loading `url` plainly. */
  data?: { type: "post"; obj: Record<string, string> };
  type?: "TZ" | "BB" | "GF_CQ9";
  sjb?: boolean | number;
  mid?: string | number;
  token?: string;
  inEuropeCup?: number | string;
  /** A game to launch (url empty): its company and code; the page asks lottery/LaunchUrl. */
  company?: string;
  gamecode?: string;
}

export const LEAGUE_TITLES = ["英超", "德甲", "意甲", "法甲", "西甲", "欧冠", "欧罗巴"] as const;

export interface FrameHeader {
  text: string;
  back: boolean;
  /** Reload and open-in-browser icons (recharge pages not posted). */
  rechargeIcons: boolean;
  tone: "league" | "europeCup" | "brand";
}

/** The header bar of SPEC 2.5. */
export function frameHeader(state: FramePageState): FrameHeader {
  const { title } = state;
  const names: Record<string, string> = {
    game: gamesMessages.gamesFrameGame,
    kefu: gamesMessages.gamesFrameKefu,
    recharge: gamesMessages.gamesFrameRecharge,
    acti: gamesMessages.gamesFrameActivity,
  };
  const league = (LEAGUE_TITLES as readonly string[]).includes(title);
  return {
    text: names[title] ?? title,
    back: title !== "game" && title !== "kefu",
    rechargeIcons: title === "recharge" && state.data?.type !== "post",
    tone: league ? "league" : String(state.inEuropeCup) === "1" ? "europeCup" : "brand",
  };
}

/** The page-level messages a framed page may send (SPEC 4), and where each leads. */
export function frameMessageTarget(data: unknown): "/login" | "/yuEBao" | "/" | null {
  const name = typeof data === "string" ? data : (data as { type?: unknown } | null)?.type;
  if (name === "gologin") return "/login";
  if (name === "goyuEBao") return "/yuEBao";
  if (name === "navigateToHome") return "/";
  return null;
}

/** Reads route state defensively: anything else than an object with a string url and title is none. */
export function framePageStateOf(raw: unknown): FramePageState | null {
  if (!raw || typeof raw !== "object") return null;
  const state = raw as Partial<FramePageState>;
  if (typeof state.url !== "string" || typeof state.title !== "string") return null;
  return state as FramePageState;
}
