import { ClientType } from "../../lib/client-type.ts";
import { messages } from "../../messages/index.ts";

const NAMES: Readonly<Record<number, string>> = {
  [ClientType.NATIVE_IOS]: messages.clientNames.nativeIos,
  [ClientType.NATIVE_OTHER]: messages.clientNames.nativeAndroid,
  [ClientType.IOS_STANDALONE]: messages.clientNames.iosHomeScreen,
  [ClientType.INSTALLED_WEB_APP]: messages.clientNames.webApp,
  [ClientType.CALL_SOURCE]: messages.clientNames.web,
  [ClientType.DEFAULT]: messages.clientNames.web,
};

/** The client-type code of SPEC 4 as a player reads it in the login history. */
export function clientTypeName(clientType: number): string {
  return NAMES[clientType] ?? messages.clientNames.other;
}
