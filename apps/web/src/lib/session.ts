import { create } from "zustand";
import type { AuthModels, UserInfo } from "@lottery/contract";
import { storage } from "./storage.ts";

/** Client state of the login (SPEC 4: logged in = token + user info held), mirrored in storage. */
export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  autoLogin: boolean;
}

/** The store starts from storage, after the auto-login rule has had its say. */
export const useSession = create<SessionState>(() => {
  forgetLoginOfEndedBrowserSession();
  return readStoredSession();
});

function readStoredSession(): SessionState {
  return {
    token: storage.get("token") ?? null,
    userInfo: storage.get("userInfo") ?? null,
    autoLogin: storage.get("autoLogin") ?? false,
  };
}

/** Re-reads storage (another tab logged in or out, or a test reset it). */
export function hydrateSession(): void {
  useSession.setState(readStoredSession());
}

export function isLoggedIn(state: SessionState = useSession.getState()): boolean {
  return Boolean(state.token && state.userInfo);
}

/** Stores a fresh login: token, user info and the auto-login flag; a new login lifts the banned flag. */
export function startSession({ token, userInfo }: AuthModels, autoLogin = true): void {
  storage.set("token", token);
  storage.set("userInfo", userInfo);
  storage.set("autoLogin", autoLogin);
  storage.remove("banned");
  useSession.setState({ token, userInfo, autoLogin });
}

export function updateUserInfo(userInfo: UserInfo): void {
  storage.set("userInfo", userInfo);
  useSession.setState({ userInfo });
}

function removeStoredSession(): void {
  storage.remove("token");
  storage.remove("userInfo");
  storage.remove("autoLogin");
}

/** Clears token, user info and the auto-login flag. */
export function clearSession(): void {
  removeStoredSession();
  useSession.setState({ token: null, userInfo: null, autoLogin: false });
}

/**
 * SPEC 4 auto-login: a login made with the flag off must not outlive the browser session. Run at
 * app start: a session-storage marker tells a reload (marker present) from a new browser session
 * (marker gone), in which such a login is dropped. Answers whether it was dropped.
 */
export function forgetLoginOfEndedBrowserSession(): boolean {
  const newBrowserSession = storage.get("browserSession") !== true;
  storage.set("browserSession", true);
  if (!newBrowserSession || storage.get("autoLogin") !== false || !storage.get("token")) return false;
  removeStoredSession();
  return true;
}
