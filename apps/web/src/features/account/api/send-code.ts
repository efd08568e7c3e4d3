import type { SendCodeModels, SendCodeParams } from "@lottery/contract";
import { post } from "../../../lib/request.ts";

/** POST account/sendcode: a verification code to a phone or an e-mail address. */
export function sendCode(params: SendCodeParams): Promise<SendCodeModels> {
  return post<SendCodeModels>("account/sendcode", params);
}
