import { apiPost } from "../../lib/api.ts";

export type ContentKindName = "banners" | "notices" | "articles" | "dialogs" | "help";

/** A content row as GET /content/<kind> answers it. */
export interface ContentRow {
  id: number;
  updatedAt: string;
  title: string;
  [field: string]: unknown;
}

export const contentPath = (kind: ContentKindName) => `/content/${kind}`;

export const saveContent = (kind: ContentKindName, body: Record<string, unknown>) =>
  apiPost<ContentRow>(contentPath(kind), body);

export const deleteContent = (kind: ContentKindName, id: number) =>
  apiPost<unknown>(`${contentPath(kind)}/delete`, { id });

export const sendMail = (body: { kind: string; mid?: number; title: string; content: string }) =>
  apiPost<unknown>("/mail", body);
