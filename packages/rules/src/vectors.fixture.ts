// The worked examples of packages/rules/test-vectors/VECTORS.json: a copy of the design team's file kept
// in the repository (see test-vectors/README.md), so a fresh clone tests on its own.
import { readFileSync } from "node:fs";

export interface Vector {
  id: string;
  game: string;
  play: string;
  selection: Record<string, unknown>;
  expect: Record<string, unknown>;
}

export const NUMBER_VECTOR_GAMES = new Set([
  "SSQ",
  "DLT",
  "FC3D",
  "PL5",
  "QLC",
  "QXC",
  "MARKSIX",
  "SSC",
  "11X5",
  "K3",
  "PK10",
]);
export const SPORTS_VECTOR_GAMES = new Set(["JCZQ", "JCLQ", "BJDC", "CTZQ"]);

/** The repository's copy of the vectors. */
export const VECTORS_URL = new URL("../test-vectors/VECTORS.json", import.meta.url);

/** Every vector of the file. */
export const ALL_VECTORS = JSON.parse(readFileSync(VECTORS_URL, "utf8")) as Vector[];

/** The vectors of the given games. */
export function vectorsOf(games: ReadonlySet<string>): Vector[] {
  return ALL_VECTORS.filter((v) => games.has(v.game));
}
