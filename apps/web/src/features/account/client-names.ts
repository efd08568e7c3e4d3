import { ClientType } from "../../lib/client-type.ts";
import { accountMessages } from "../../messages/account.ts";

const NAMES: Readonly<Record<number, string>> = {
  [ClientType.NATIVE_IOS]: accountMessages.clientNames.nativeIos,
  [ClientType.NATIVE_OTHER]: accountMessages.clientNames.nativeAndroid,
  [ClientType.IOS_STANDALONE]: accountMessages.clientNames.iosHomeScreen,
  [ClientType.INSTALLED_WEB_APP]: accountMessages.clientNames.webApp,
  [ClientType.CALL_SOURCE]: accountMessages.clientNames.web,
  [ClientType.DEFAULT]: accountMessages.clientNames.web,
};

/** The client-type code of SPEC 4 as a player reads it in the login history. */
export function clientTypeName(clientType: number): string {
  return NAMES[clientType] ?? accountMessages.clientNames.other;
}
