import type { Refusal } from "@lottery/rules";
import { Msg, Status } from "@lottery/contract";
import { ApiError, refused } from "../http/envelope.ts";

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

/** The envelope error of a sports rules refusal: status 2 naming the field, or status 1. */
export function ruleError(refusal: Refusal): ApiError {
  const field = FIELD_OF[refusal.code];
  if (field) return new ApiError(Status.BAD_PARAM, `${Msg.badParam(field)}，${refusal.message}`);
  return refused(refusal.message);
}
