import { useCallback } from "react";
import type { ArticleBrief } from "@lottery/contract";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";

/** Opens an article's page; its id travels in route state (SPEC 2.3). */
export function useOpenArticle(): (article: Pick<ArticleBrief, "id">) => void {
  const navigate = useNavigate();
  return useCallback((article) => navigate(paths.articleDetail, { state: { id: article.id } }), [navigate]);
}
