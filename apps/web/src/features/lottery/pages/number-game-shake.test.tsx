import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { renderRoute } from "#test/features/lottery/fixtures.ts";
import NumberGamePage from "./NumberGamePage.tsx";

useRealServer({ SEED_DEMO: "1" });

/** jsdom has no DeviceMotionEvent: a stand-in carrying the acceleration the page reads. */
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
const win = window as unknown as { DeviceMotionEvent?: unknown };

afterEach(() => {
  delete win.DeviceMotionEvent;
});

describe("摇一摇 on the number-game page", () => {
  it("a shake fills the grid with one random bet, as 机选1注 does", async () => {
    win.DeviceMotionEvent = FakeMotionEvent;
    renderRoute(<NumberGamePage />, "/ssq", "/ssq");
    fireEvent.click(await screen.findByRole("tab", { name: "单式" }));
    expect(screen.getByTestId("bet-summary").textContent).toContain("共0注");
    act(() => {
      [-14, 14, -14, 14, 0].forEach((x, i) =>
        window.dispatchEvent(new FakeMotionEvent({ x, y: 0, z: 9.81 }, 1000 + i * 16)),
      );
    });
    await waitFor(() => expect(screen.getByTestId("bet-summary").textContent).toContain("共1注 2.00元"));
    const red = within(screen.getByRole("region", { name: "红球" }));
    expect(red.getAllByRole("button", { pressed: true })).toHaveLength(6);
  });
});
