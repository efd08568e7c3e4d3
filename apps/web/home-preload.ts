import type { Plugin } from "vite";

/** The home route's page, as the route table loads it lazily ("/" → HomeScreen). */
const HOME_PAGE = "/src/app/pages/HomeScreen.tsx";

interface BundleChunk {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunk of `page` and the chunks it imports statically, transitively. */
function staticClosure(bundle: Record<string, BundleChunk>, page: string): BundleChunk[] {
  const start = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId?.endsWith(page));
  const seen = new Map<string, BundleChunk>();
  const visit = (chunk: BundleChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports ?? []) visit(bundle[file]);
  };
  visit(start);
  return [...seen.values()];
}

/**
 * The first paint's needs preloaded (issue 21): index.html names the home page's lazy chunk, the
 * chunks it imports and their styles, so the browser fetches them beside the entry script instead of
 * after it has run and matched the route. Build only; other routes pay the home chunk's few KB.
 */
export function homePreload(): Plugin {
  return {
    name: "home-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = staticClosure(ctx.bundle as unknown as Record<string, BundleChunk>, HOME_PAGE);
        const js = chunks.map((c) => c.fileName).filter((f) => !html.includes(`/${f}"`));
        const css = [...new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].filter(
          (f) => !html.includes(`/${f}"`),
        );
        return [
          ...js.map((f) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${f}` },
          })),
          // crossorigin as Vite's loader asks for these styles: a preload of another credentials
          // mode is not used, and the file is fetched twice.
          ...css.map((f) => ({
            tag: "link",
            attrs: { rel: "preload", as: "style", crossorigin: true, href: `/${f}` },
          })),
        ].map((tag) => ({ ...tag, injectTo: "head" as const }));
      },
    },
  };
}
