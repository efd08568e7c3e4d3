import { ApiError } from "../../../lib/api-error.ts";

/** The server answered with a refusal (e.g. 公告不存在或已下线), as opposed to a network failure. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status !== null;
}
