/** Ball selection status of SPEC 3: 0 none, 1 banker selected, 2 selected. */
export const BallStatus = { NONE: 0, BANKER: 1, SELECTED: 2 } as const;
export type BallStatusValue = (typeof BallStatus)[keyof typeof BallStatus];

/**
 * Next status when a ball is tapped (SPEC 4): not selected → selected → banker → not selected when
 * bankers are allowed; not selected ↔ selected otherwise.
 */
export function nextBallStatus(current: BallStatusValue, bankersAllowed: boolean): BallStatusValue {
  if (current === BallStatus.NONE) return BallStatus.SELECTED;
  if (current === BallStatus.SELECTED && bankersAllowed) return BallStatus.BANKER;
  return BallStatus.NONE;
}
