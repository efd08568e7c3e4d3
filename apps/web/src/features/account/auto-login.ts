import { useSession } from "../../lib/session.ts";
import { storage } from "../../lib/storage.ts";

/** The 自动登录 switch of /setting: off keeps the current login to this browser session (SPEC 4). */
export function setAutoLogin(on: boolean): void {
  storage.set("autoLogin", on);
  useSession.setState({ autoLogin: on });
}

/** The `autoLogin` parameter of login and registration. */
export function autoLoginFlag(on: boolean): "0" | "1" {
  return on ? "1" : "0";
}
