/**
 * A rule's refusal: a code from a closed list and the Chinese sentence shown to the player.
 * Rules never throw on bad selections; they return one of these.
 */
export interface Refusal<Code extends string = string> {
  ok: false;
  code: Code;
  message: string;
}

export interface Accepted<T> {
  ok: true;
  value: T;
}

export type RuleResult<T, Code extends string = string> = Accepted<T> | Refusal<Code>;

/** Wraps a value as an accepted result. */
export function accept<T>(value: T): Accepted<T> {
  return { ok: true, value };
}

/** Builds a refusal from a closed code list and its message table. */
export function refuse<Code extends string>(
  messages: Readonly<Record<Code, string>>,
  code: Code,
): Refusal<Code> {
  return { ok: false, code, message: messages[code] };
}
