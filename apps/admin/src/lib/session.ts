import type { OperatorSelf } from "@lottery/contract";
import { useSyncExternalStore } from "react";

/** The signed-in operator as /login, /me and /me/password answer it. */
export type OperatorInfo = OperatorSelf;

export interface Session {
  token: string;
  operator: OperatorInfo;
}

const STORAGE_KEY = "lottery-admin-session";
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const text = globalThis.localStorage?.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as Session) : null;
  } catch {
    return null;
  }
}

function write(session: Session | null): void {
  current = session;
  if (session) globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(session));
  else globalThis.localStorage?.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export const startSession = (session: Session): void => write(session);
export const endSession = (): void => write(null);
export const currentSession = (): Session | null => current;

/** Replaces what is known of the operator (after /me or a password change). */
export function updateOperator(patch: Partial<OperatorInfo>): void {
  if (current) write({ ...current, operator: { ...current.operator, ...patch } });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on login, logout and operator updates. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, currentSession, currentSession);
}
