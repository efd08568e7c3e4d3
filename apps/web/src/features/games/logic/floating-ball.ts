/**
 * The embedded game page's floating ball (SPEC 2.5 and 4): tap timing, edge snapping, and what a
 * double tap does. Pure, so the timing and geometry are tested without a browser.
 */

/** A single tap waits this long for a second one before it counts (SPEC 4). */
export const SINGLE_TAP_WAIT_MS = 250;
/** The ball fades after this long untouched. */
export const FADE_AFTER_MS = 2000;
/** A press moving further than this (px) is a drag, not a tap. */
export const DRAG_THRESHOLD_PX = 6;

export type TapKind = "single" | "double";

/**
 * Tells single taps from double taps: a tap starts a 250 ms wait; a second tap within it makes a
 * double tap at once; when the wait runs out the tap was single.
 */
export class TapClassifier {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onTap: (kind: TapKind) => void,
    private readonly waitMs = SINGLE_TAP_WAIT_MS,
  ) {}

  tap(): void {
    if (this.timer !== null) {
      this.cancel();
      this.onTap("double");
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onTap("single");
    }, this.waitMs);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

export interface Point {
  left: number;
  top: number;
}

/** On release the ball goes to the nearer side edge, kept fully inside the viewport vertically. */
export function snapToEdge(
  position: Point,
  viewport: { width: number; height: number },
  size: number,
): Point {
  const maxLeft = Math.max(0, viewport.width - size);
  const maxTop = Math.max(0, viewport.height - size);
  const left = position.left + size / 2 < viewport.width / 2 ? 0 : maxLeft;
  return { left, top: Math.min(Math.max(0, position.top), maxTop) };
}

/** Whether a press that moved by (dx, dy) is a drag. */
export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) > DRAG_THRESHOLD_PX;
}

export interface BallMode {
  sjb: boolean;
  type?: string;
}

/**
 * What a tap does. Non-sjb: a single tap reloads; a double tap closes — home for TZ and BB, else back.
 * sjb: only the double tap acts — home for TZ, else back.
 */
export function tapAction(kind: TapKind, mode: BallMode): "reload" | "back" | "home" | "none" {
  if (kind === "single") return mode.sjb ? "none" : "reload";
  const homeTypes = mode.sjb ? ["TZ"] : ["TZ", "BB"];
  return mode.type && homeTypes.includes(mode.type) ? "home" : "back";
}
