import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useShake } from "./useShake.ts";

/** jsdom has no DeviceMotionEvent: a stand-in class carrying the acceleration the hook reads. */
class FakeMotionEvent extends Event {
  constructor(
    readonly accelerationIncludingGravity: { x: number; y: number; z: number },
    private readonly at: number,
  ) {
    super("devicemotion");
  }
  override get timeStamp() {
    return this.at;
  }
}

function Probe({ onShake }: { onShake: () => void }) {
  useShake(onShake);
  return null;
}

/** Three jolts of 28 m/s² 16 ms apart, then rest. */
function shake(from: number) {
  [-14, 14, -14, 14, 0].forEach((x, i) =>
    window.dispatchEvent(new FakeMotionEvent({ x, y: 0, z: 9.81 }, from + i * 16)),
  );
}

const win = window as unknown as { DeviceMotionEvent?: unknown };

afterEach(() => {
  cleanup();
  delete win.DeviceMotionEvent;
});

describe("useShake", () => {
  it("does nothing where the browser has no motion events", () => {
    const onShake = vi.fn();
    const added = vi.spyOn(window, "addEventListener");
    render(<Probe onShake={onShake} />);
    shake(0);
    expect(onShake).not.toHaveBeenCalled();
    expect(added.mock.calls.some(([type]) => type === "devicemotion")).toBe(false);
  });

  it("listens at once where no permission is needed", () => {
    win.DeviceMotionEvent = FakeMotionEvent;
    const onShake = vi.fn();
    render(<Probe onShake={onShake} />);
    shake(1000);
    expect(onShake).toHaveBeenCalledTimes(1);
  });

  it("asks for permission (iOS) only on the first tap, and listens once granted", async () => {
    const requestPermission = vi.fn(async () => "granted");
    win.DeviceMotionEvent = Object.assign(class extends FakeMotionEvent {}, { requestPermission });
    const onShake = vi.fn();
    render(<Probe onShake={onShake} />);
    shake(0);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(onShake).not.toHaveBeenCalled();
    await act(async () => document.body.click());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    shake(5000);
    expect(onShake).toHaveBeenCalledTimes(1);
    await act(async () => document.body.click());
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it("stays quiet when the player refuses", async () => {
    win.DeviceMotionEvent = Object.assign(class extends FakeMotionEvent {}, {
      requestPermission: async () => "denied",
    });
    const onShake = vi.fn();
    render(<Probe onShake={onShake} />);
    await act(async () => document.body.click());
    shake(0);
    expect(onShake).not.toHaveBeenCalled();
  });
});
