import { articleDetailParams, helpDetailParams, noticeDetailParams } from "@lottery/contract";

/** The article id of /articleDetail's route state `{id}`, or null when missing or malformed. */
export function articleIdFromState(state: unknown): number | null {
  const parsed = articleDetailParams.safeParse(state ?? {});
  return parsed.success ? parsed.data.id : null;
}

/** /noticeDetail/:noticeId as a number, or null when it is not a valid id. */
export function noticeIdFromRoute(noticeId: string | undefined): number | null {
  const parsed = noticeDetailParams.safeParse({ noticeId });
  return parsed.success ? parsed.data.noticeId : null;
}

/** /helpDetail/:type/:name, or null when either part breaks the contract's format. */
export function helpTopicFromRoute(type: string | undefined, name: string | undefined) {
  const parsed = helpDetailParams.safeParse({ type, name });
  return parsed.success ? parsed.data : null;
}
