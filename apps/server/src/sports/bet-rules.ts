import type { Refusal as RuleRefusal } from "@lottery/rules";
import { badParam, type Refusal, refuse } from "../domain/refusal.ts";

/** Rule refusals that mean a malformed parameter (status 2, naming the field); the rest are status 1. */
const FIELD_OF: Readonly<Record<string, string>> = {
  UNKNOWN_GAME: "gameCode",
  UNKNOWN_PLAY: "legs",
  UNKNOWN_OPTION: "legs",
  EMPTY_OPTIONS: "legs",
  DUPLICATE_OPTION: "legs",
  DUPLICATE_MATCH: "legs",
  BAD_MATCH_ID: "legs",
  NO_LEGS: "legs",
  BAD_SP: "legs",
  BAD_LINE: "legs",
  BAD_RESULT: "results",
  BAD_SCORE: "results",
  NO_PASS_TYPE: "passTypes",
  BAD_PASS_TYPE: "passTypes",
  BAD_MULTIPLE: "multiple",
  BAD_STAKE: "amount",
};

/** The refusal of a sports rules refusal: status 2 naming the field, or status 1. */
export function ruleError(refusal: RuleRefusal): Refusal {
  const field = FIELD_OF[refusal.code];
  if (field) return badParam(field, refusal.message);
  return refuse("rule", refusal.message);
}
