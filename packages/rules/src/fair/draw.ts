import { findGame } from "../catalogue/games.ts";
import { drawHouseNumbers } from "../fast/house-draw.ts";
import { verifyChainLink } from "./chain.ts";
import { fairRandomInt, isSeed } from "./random.ts";

/**
 * The numbers of a house-drawn issue: drawHouseNumbers of the game's family fed by
 * fairRandomInt(seed, `${gameCode}:${issue}`). Anyone holding the revealed seed recomputes them.
 * Throws on an unknown game code or a malformed seed.
 */
export function fairDraw(gameCode: string, issue: string, seed: string): string {
  const game = findGame(gameCode);
  if (!game) throw new RangeError(`unknown game ${gameCode}`);
  return drawHouseNumbers(game.family, fairRandomInt(seed, `${game.code}:${issue}`));
}

/** What a check of a house draw found. */
export interface HouseDrawCheck {
  /** The numbers recomputed from the seed (null when the seed or game is malformed). */
  numbers: string | null;
  /** sha256(seed) equals the committed hash (true when no hash was given to compare). */
  hashOk: boolean;
  /** The recomputed numbers equal the published ones (true when none were given to compare). */
  numbersOk: boolean;
  ok: boolean;
}

/**
 * Recomputes a house draw from public data alone and compares it with the committed hash and the
 * published numbers when given.
 */
export function verifyHouseDraw(input: {
  gameCode: string;
  issue: string;
  seed: string;
  seedHash?: string | null;
  numbers?: string | null;
}): HouseDrawCheck {
  if (!isSeed(input.seed) || !findGame(input.gameCode)) {
    return { numbers: null, hashOk: false, numbersOk: false, ok: false };
  }
  const numbers = fairDraw(input.gameCode, input.issue, input.seed);
  const hashOk = input.seedHash ? verifyChainLink(input.seed, input.seedHash) : true;
  const numbersOk = input.numbers ? input.numbers === numbers : true;
  return { numbers, hashOk, numbersOk, ok: hashOk && numbersOk };
}
