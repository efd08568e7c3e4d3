/** Envelope status codes of API.md §1. */
export const Status = {
  OK: 0,
  REFUSED: 1,
  BAD_PARAM: 2,
  BAD_SIGNATURE: 3,
  LOGIN_REQUIRED: 4,
  BANNED: 5,
  MAINTENANCE: 6,
  TOO_MANY_REQUESTS: 7,
  ODDS_CHANGED: 8,
  REQUEST_ID_REUSED: 9,
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status];

/** The JSON envelope every player call answers with. */
export interface Envelope<T = unknown> {
  status: StatusCode;
  msg: string;
  models: T | null;
}
