/** Ball selection status of SPEC 3: 0 none, 1 banker selected, 2 selected. */
export const BallStatus = { NONE: 0, BANKER: 1, SELECTED: 2 } as const;
export type BallStatusValue = (typeof BallStatus)[keyof typeof BallStatus];

/**
 * Next status when a ball is tapped (SPEC 3/4, in the order the spec lists them): not selected →
 * banker → selected → not selected where a banker may be added (a DT zone with banker room left);
 * not selected ↔ selected otherwise (a banker tapped then becomes a plain selection).
 */
export function nextBallStatus(current: BallStatusValue, bankersAllowed: boolean): BallStatusValue {
  if (current === BallStatus.NONE) return bankersAllowed ? BallStatus.BANKER : BallStatus.SELECTED;
  if (current === BallStatus.BANKER) return BallStatus.SELECTED;
  return BallStatus.NONE;
}
