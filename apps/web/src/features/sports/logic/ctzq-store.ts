import { create } from "zustand";
import type { CtzqPlay } from "@lottery/rules";
import { storage } from "../../../lib/storage.ts";
import type { CtzqPicks } from "./ctzq.ts";

/**
 * The /ctzq selection, kept in the per-game caches of SPEC 3 under "ctzq": the betting record (play,
 * issue, picks, bankers), the confirmation (multiple) and the issue number the picks belong to.
 */
interface CtzqRecord extends CtzqPicks {
  play: CtzqPlay;
  issue: string | null;
}

export interface CtzqState extends CtzqRecord {
  multiple: number;
  setPlay(play: CtzqPlay): void;
  toggle(matchId: string, code: string): void;
  toggleBanker(matchId: string): void;
  setMultiple(multiple: number): void;
  /** Starts over for an issue (a new issue on sale drops the old picks). */
  reset(issue: string | null): void;
}

const GAME = "ctzq";

function createCtzqStore() {
  const record = storage.getPerGame<CtzqRecord>("bettingRecord", GAME);
  const confirmation = storage.getPerGame<{ multiple: number }>("confirmation", GAME);
  const store = create<CtzqState>((set) => ({
    play: record?.play ?? "T14C",
    issue: record?.issue ?? null,
    picks: record?.picks ?? {},
    bankers: record?.bankers ?? [],
    multiple: confirmation?.multiple ?? 1,
    // 胜负彩 has no bankers: they go when switching to it
    setPlay: (play) => set((s) => ({ play, bankers: play === "T14C" ? [] : s.bankers })),
    toggle: (matchId, code) =>
      set((s) => {
        const codes = s.picks[matchId] ?? [];
        const next = codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
        const picks = { ...s.picks, [matchId]: next };
        if (next.length === 0) delete picks[matchId];
        return { picks, bankers: next.length > 0 ? s.bankers : s.bankers.filter((id) => id !== matchId) };
      }),
    toggleBanker: (matchId) =>
      set((s) => ({
        bankers: s.bankers.includes(matchId)
          ? s.bankers.filter((id) => id !== matchId)
          : [...s.bankers, matchId],
      })),
    setMultiple: (multiple) => set({ multiple }),
    reset: (issue) => set({ issue, picks: {}, bankers: [] }),
  }));
  store.subscribe((s) => {
    const { play, issue, picks, bankers } = s;
    storage.setPerGame("bettingRecord", GAME, { play, issue, picks, bankers } satisfies CtzqRecord);
    storage.setPerGame("confirmation", GAME, { multiple: s.multiple });
    if (issue) storage.setPerGame("issueNumber", GAME, issue);
  });
  return store;
}

let store: ReturnType<typeof createCtzqStore> | null = null;

/** The /ctzq store (created on first use from its caches). */
export function ctzqStore() {
  store ??= createCtzqStore();
  return store;
}

/** Forgets the in-memory store (tests reset storage between cases). */
export function resetCtzqStore(): void {
  store = null;
}
