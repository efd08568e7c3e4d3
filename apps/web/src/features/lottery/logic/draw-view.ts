import { gameRules } from "@lottery/rules";
import { valueWord } from "./fast-values.ts";

/** How a family's draw looks: lottery balls, dice, racing cars in finishing order, or playing cards. */
export type DrawShape = "ball" | "die" | "car" | "card";

/** One drawn value as shown: its text, its zone (later zones are the extra/third-card ones) and value. */
export interface DrawPiece {
  text: string;
  zone: number;
  value: number;
}

const SHAPES: Readonly<Record<string, DrawShape>> = { k3: "die", lyb: "die", pk10: "car", slm: "card" };
const CARD_RANKS: Readonly<Record<number, string>> = { 1: "A", 11: "J", 12: "Q", 13: "K" };

/** A draw ("1,2,3", "03,07|11") as pieces of its family's shape; unreadable values keep their text. */
export function drawView(gameCode: string, numbers: string): { shape: DrawShape; pieces: DrawPiece[] } {
  const shape = SHAPES[gameRules(gameCode)?.game.family ?? ""] ?? "ball";
  const pieces = numbers
    .split("|")
    .flatMap((zone, z) =>
      zone
        .split(",")
        .filter(Boolean)
        .map((text) => ({ written: text, zone: z })),
    )
    .map(({ written, zone }) => {
      const value = Number(written);
      const text = shape === "card" ? (CARD_RANKS[value] ?? String(value)) : valueWord(gameCode, written);
      return { text, zone, value };
    });
  return { shape, pieces };
}

/** K3 dice total (和值) with its 大小/单双, e.g. { sum: 11, big: true, odd: true }; null for other shapes. */
export function diceSum(
  gameCode: string,
  pieces: readonly DrawPiece[],
): { sum: number; big: boolean; odd: boolean } | null {
  if (gameRules(gameCode)?.game.family !== "k3" || pieces.length !== 3) return null;
  const sum = pieces.reduce((total, p) => total + p.value, 0);
  return { sum, big: sum >= 11, odd: sum % 2 === 1 };
}
