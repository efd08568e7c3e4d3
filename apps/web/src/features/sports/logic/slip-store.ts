import { create, type StoreApi, type UseBoundStore } from "zustand";
import { storage } from "../../../lib/storage.ts";
import { togglePick, removeMatch, type Picks } from "./selection.ts";

/**
 * One game page's selection, kept in the per-game caches of SPEC 3 (lib/storage.ts):
 * - bettingRecord: the picks and the play tab (survive a reload and a trip to the login page);
 * - confirmation: the slip's bankers, pass types and multiple;
 * - reConfirmation: the odds that changed under a submitted slip (status 8), until re-confirmed.
 */
export interface BettingRecord {
  tab: string;
  picks: Picks;
}

export interface SlipConfirmation {
  bankers: string[];
  passTypes: string[];
  multiple: number;
}

/** One option whose SP changed: what the slip had and what the server now offers. */
export interface OddsChange {
  matchId: string;
  play: string;
  code: string;
  from: number | null;
  to: number;
}

export interface SlipState extends BettingRecord, SlipConfirmation {
  setTab(tab: string, clear: boolean): void;
  toggle(matchId: string, play: string, code: string): void;
  removeMatch(matchId: string): void;
  setPicks(picks: Picks): void;
  toggleBanker(matchId: string): void;
  setPassTypes(passTypes: string[]): void;
  setMultiple(multiple: number): void;
  /** After a bet: the picks and slip settings start again. */
  clear(): void;
}

const EMPTY_CONFIRMATION: SlipConfirmation = { bankers: [], passTypes: [], multiple: 1 };

function createSlipStore(game: string, firstTab: string) {
  const record = storage.getPerGame<BettingRecord>("bettingRecord", game);
  const confirmation = storage.getPerGame<SlipConfirmation>("confirmation", game);
  const store = create<SlipState>((set) => ({
    tab: record?.tab ?? firstTab,
    picks: record?.picks ?? {},
    ...EMPTY_CONFIRMATION,
    ...confirmation,
    setTab: (tab, clear) => set(clear ? { tab, picks: {}, bankers: [] } : { tab }),
    toggle: (matchId, play, code) => set((s) => ({ picks: togglePick(s.picks, matchId, play, code) })),
    removeMatch: (matchId) =>
      set((s) => ({
        picks: removeMatch(s.picks, matchId),
        bankers: s.bankers.filter((id) => id !== matchId),
      })),
    setPicks: (picks) => set((s) => ({ picks, bankers: s.bankers.filter((id) => id in picks) })),
    toggleBanker: (matchId) =>
      set((s) => ({
        bankers: s.bankers.includes(matchId)
          ? s.bankers.filter((id) => id !== matchId)
          : [...s.bankers, matchId],
      })),
    setPassTypes: (passTypes) => set({ passTypes }),
    setMultiple: (multiple) => set({ multiple }),
    clear: () => set((s) => ({ picks: {}, ...EMPTY_CONFIRMATION, tab: s.tab })),
  }));
  store.subscribe((s) => {
    storage.setPerGame("bettingRecord", game, { tab: s.tab, picks: s.picks } satisfies BettingRecord);
    storage.setPerGame("confirmation", game, {
      bankers: s.bankers,
      passTypes: s.passTypes,
      multiple: s.multiple,
    } satisfies SlipConfirmation);
  });
  return store;
}

const stores = new Map<string, UseBoundStore<StoreApi<SlipState>>>();

/** The selection store of a game (created on first use from its caches). */
export function slipStore(game: string, firstTab: string): UseBoundStore<StoreApi<SlipState>> {
  let store = stores.get(game);
  if (!store) {
    store = createSlipStore(game, firstTab);
    stores.set(game, store);
  }
  return store;
}

/** Forgets the in-memory stores (tests reset storage between cases). */
export function resetSlipStores(): void {
  stores.clear();
}

/** The odds changes waiting for the player's re-confirmation (status 8). */
export const reConfirmation = {
  read: (game: string) => storage.getPerGame<OddsChange[]>("reConfirmation", game) ?? [],
  write: (game: string, changes: OddsChange[]) => storage.setPerGame("reConfirmation", game, changes),
  clear: (game: string) => storage.removePerGame("reConfirmation", game),
};
