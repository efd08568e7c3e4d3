import { useState } from "react";

/** The games whose slip may be released for others to follow (发单, API.md §9). */
const RELEASE_GAMES: readonly string[] = ["jczq", "jclq"];

/** What bet_jc_create takes beyond the ticket when the slip is released (API.md §9). */
export interface ReleaseFields {
  release: 1;
  commissionPercent: number;
  /** 0 the ticket is visible now, 2 only after sale closes. */
  privacy: 0 | 2;
  pitch?: string;
}

/**
 * 发单 on the sports slip: off by default; when on, the commission (0–10 %), whether the ticket is
 * shown before sale closes, and a pitch ride along with bet_jc_create.
 */
export function useReleaseChoice(game: string) {
  const offered = RELEASE_GAMES.includes(game);
  const [on, setOn] = useState(false);
  const [commissionPercent, setCommission] = useState(5);
  const [privacy, setPrivacy] = useState<0 | 2>(0);
  const [pitch, setPitch] = useState("");
  const fields: ReleaseFields | null =
    offered && on
      ? { release: 1, commissionPercent, privacy, ...(pitch.trim() ? { pitch: pitch.trim() } : {}) }
      : null;
  return {
    offered,
    on: offered && on,
    setOn,
    commissionPercent,
    setCommission,
    privacy,
    setPrivacy,
    pitch,
    setPitch,
    fields,
  };
}

export type ReleaseChoice = ReturnType<typeof useReleaseChoice>;
