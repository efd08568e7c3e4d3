/** Route state /bankManagement gives /addBank, so that adding goes back there instead of pushing it again. */
export const FROM_CARD_LIST = { fromCardList: true } as const;

export function cameFromCardList(state: unknown): boolean {
  return (state as { fromCardList?: unknown } | null)?.fromCardList === true;
}
