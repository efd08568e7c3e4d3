import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GAMES } from "@lottery/rules";
import { GameIcon } from "./GameIcon.tsx";

describe("GameIcon: one family of icons, one of its own per game", () => {
  const visible = GAMES.filter((game) => !game.hidden);

  it("draws every listed game with its name as the label and a picture of its family", () => {
    for (const game of visible) {
      const { container, unmount } = render(<GameIcon code={game.code} />);
      const svg = container.querySelector("svg")!;
      expect(svg.getAttribute("aria-label")).toBe(game.name);
      // a tile, a picture and a two-character label; never a single letter in a circle
      expect(svg.querySelectorAll("rect, circle, path").length).toBeGreaterThan(1);
      expect([...svg.querySelector(".game-icon-label")!.textContent!]).toHaveLength(2);
      unmount();
    }
  });

  it("tells every listed game apart (picture, colour and label together)", () => {
    const looks = visible.map((game) => {
      const { container, unmount } = render(<GameIcon code={game.code} />);
      const markup = container.querySelector("svg")!.innerHTML;
      unmount();
      return markup;
    });
    expect(new Set(looks).size).toBe(visible.length);
  });
});
