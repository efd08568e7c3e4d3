import { findGame, type GameEntry, type GameFamily } from "../catalogue/games.ts";
import { K3 } from "../fast/k3.ts";
import { LYB } from "../fast/lyb.ts";
import { PK10 } from "../fast/pk10.ts";
import { SLM } from "../fast/slm.ts";
import { SSC } from "../fast/ssc.ts";
import { X115 } from "../fast/x115.ts";
import { D3 } from "../number/d3.ts";
import { DLT } from "../number/dlt.ts";
import { LHC } from "../number/lhc.ts";
import { PL5 } from "../number/pl5.ts";
import { QLC } from "../number/qlc.ts";
import { QXC } from "../number/qxc.ts";
import { SSQ } from "../number/ssq.ts";
import type { FamilyDef, PlayDef } from "./types.ts";

const FAMILIES: Partial<Record<GameFamily, FamilyDef>> = {
  ssq: SSQ,
  dlt: DLT,
  d3: D3,
  pl5: PL5,
  qlc: QLC,
  qxc: QXC,
  lhc: LHC,
  ssc: SSC,
  "11x5": X115,
  k3: K3,
  pk10: PK10,
  lyb: LYB,
  slm: SLM,
};

/** The number/fast-draw rules of a game family, or undefined for sports families. */
export function familyRules(family: GameFamily): FamilyDef | undefined {
  return FAMILIES[family];
}

/** A game with ticket rules: its catalogue entry and family rules; undefined for unknown or sports codes. */
export function gameRules(gameCode: string): { game: GameEntry; rules: FamilyDef } | undefined {
  const game = findGame(gameCode);
  const rules = game ? FAMILIES[game.family] : undefined;
  return game && rules ? { game, rules } : undefined;
}

/** A play of a family by its code, or undefined. */
export function findPlay(rules: FamilyDef, code: string): PlayDef | undefined {
  return rules.plays.find((p) => p.code === code);
}
