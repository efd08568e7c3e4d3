import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isDrag, snapToEdge, tapAction, TapClassifier, type TapKind } from "./floating-ball.ts";

describe("TapClassifier", () => {
  let taps: TapKind[];
  let classifier: TapClassifier;
  beforeEach(() => {
    vi.useFakeTimers();
    taps = [];
    classifier = new TapClassifier((kind) => taps.push(kind));
  });
  afterEach(() => vi.useRealTimers());

  it("counts a lone tap as single only after 250 ms", () => {
    classifier.tap();
    vi.advanceTimersByTime(249);
    expect(taps).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(taps).toEqual(["single"]);
  });

  it("makes two taps within 250 ms one double tap, at once, with no single", () => {
    classifier.tap();
    vi.advanceTimersByTime(200);
    classifier.tap();
    expect(taps).toEqual(["double"]);
    vi.advanceTimersByTime(1000);
    expect(taps).toEqual(["double"]);
  });

  it("takes two taps 300 ms apart as two singles", () => {
    classifier.tap();
    vi.advanceTimersByTime(300);
    classifier.tap();
    vi.advanceTimersByTime(300);
    expect(taps).toEqual(["single", "single"]);
  });

  it("forgets a pending tap when cancelled (the page left)", () => {
    classifier.tap();
    classifier.cancel();
    vi.advanceTimersByTime(500);
    expect(taps).toEqual([]);
  });
});

describe("snapToEdge", () => {
  const viewport = { width: 375, height: 667 };
  it("goes to the nearer side and stays inside vertically", () => {
    expect(snapToEdge({ left: 100, top: 300 }, viewport, 50)).toEqual({ left: 0, top: 300 });
    expect(snapToEdge({ left: 200, top: 300 }, viewport, 50)).toEqual({ left: 325, top: 300 });
    expect(snapToEdge({ left: 162, top: -40 }, viewport, 50)).toEqual({ left: 0, top: 0 });
    expect(snapToEdge({ left: 163, top: 900 }, viewport, 50)).toEqual({ left: 325, top: 617 });
  });
});

describe("isDrag", () => {
  it("tells a small jitter from a drag", () => {
    expect(isDrag(3, 4)).toBe(false);
    expect(isDrag(5, 5)).toBe(true);
  });
});

describe("tapAction", () => {
  it("reloads on one tap and closes on two, home for TZ and BB (SPEC 4)", () => {
    expect(tapAction("single", { sjb: false })).toBe("reload");
    expect(tapAction("double", { sjb: false })).toBe("back");
    expect(tapAction("double", { sjb: false, type: "TZ" })).toBe("home");
    expect(tapAction("double", { sjb: false, type: "BB" })).toBe("home");
    expect(tapAction("double", { sjb: false, type: "GF_CQ9" })).toBe("back");
  });
  it("in sjb mode only two taps act: home for TZ only", () => {
    expect(tapAction("single", { sjb: true })).toBe("none");
    expect(tapAction("double", { sjb: true, type: "TZ" })).toBe("home");
    expect(tapAction("double", { sjb: true, type: "BB" })).toBe("back");
  });
});
