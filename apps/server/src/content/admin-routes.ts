import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { mailKinds, Msg, pagingParams, rowIdSchema } from "@lottery/contract";
import { users } from "../account/tables.ts";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { deleteContent, listContent, saveContent } from "./crud.ts";
import { CONTENT_KINDS, type ContentKind, type ContentTable } from "./kinds.ts";
import { sendMail } from "./mail.ts";
import { contentSettingsParams, readContentSettings, writeContentSettings } from "./settings.ts";
import { contentCacheOf, type ContentCache } from "./snapshot.ts";
import { refuse } from "../domain/refusal.ts";

const idParam = z.object({ id: rowIdSchema });
const optionalId = z.object({ id: rowIdSchema.optional() });

/** Operator calls of site content: the same list/save/delete for every kind, mail and settings. */
export function contentAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const cache = contentCacheOf(deps);
  for (const kind of CONTENT_KINDS) kindRoutes(app, deps, cache, kind as ContentKind<ContentTable>);
  mailRoute(app, deps);
  settingsRoutes(app, deps, cache);
}

function kindRoutes<T extends ContentTable>(
  app: FastifyInstance,
  deps: Deps,
  cache: ContentCache,
  kind: ContentKind<T>,
): void {
  adminRoute(app, deps, {
    method: "GET",
    path: `/content/${kind.name}`,
    permission: "content",
    summary: `List ${kind.name} (paged, in display order)`,
    params: pagingParams,
    handler: ({ params }) => listContent(deps.db, kind, params),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: `/content/${kind.name}`,
    permission: "content",
    summary: `Create one of ${kind.name}, or replace row \`id\` whole; moves the players' updatedAt`,
    params: z.intersection(optionalId, kind.fields),
    target: (params) => `${kind.name}:${(params as { id?: number }).id ?? "new"}`,
    handler: async ({ params }) => {
      const { id, ...fields } = params as z.output<typeof optionalId> & Record<string, unknown>;
      const saved = await saveContent(deps.db, kind, id, fields as Partial<T["$inferInsert"]>, deps.clock());
      cache.invalidate();
      return saved;
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: `/content/${kind.name}/delete`,
    permission: "content",
    summary: `Delete one of ${kind.name}`,
    params: idParam,
    target: (params) => `${kind.name}:${params.id}`,
    handler: async ({ params }) => {
      const deleted = await deleteContent(deps.db, kind, params.id, deps.clock());
      cache.invalidate();
      return deleted;
    },
  });
}

const mailParams = z
  .object({
    kind: z.enum(mailKinds),
    mid: rowIdSchema.optional(),
    title: z.string().trim().min(1).max(60),
    content: z.string().trim().min(1).max(5000),
  })
  .refine((m) => m.kind === "mail" || m.mid === undefined, { error: Msg.bulletinHasNoPlayer, path: ["mid"] })
  .refine((m) => m.kind === "bulletin" || m.mid !== undefined, { error: Msg.mailNeedsPlayer, path: ["mid"] });

function mailRoute(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "POST",
    path: "/mail",
    permission: "content",
    summary: "Send a bulletin to every player, or a mail to player `mid`",
    params: mailParams,
    handler: async ({ params }) => {
      if (params.mid !== undefined) {
        const found = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, params.mid));
        if (found.length === 0) throw refuse("playerNotFound");
      }
      return sendMail(deps.db, {
        kind: params.kind,
        userId: params.mid ?? null,
        title: params.title,
        content: params.content,
      });
    },
  });
}

function settingsRoutes(app: FastifyInstance, deps: Deps, cache: ContentCache): void {
  adminRoute(app, deps, {
    method: "GET",
    path: "/content/settings",
    permission: "content",
    summary: "Home menus, hot games and activity settings",
    params: z.object({}),
    handler: () => readContentSettings(deps.db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/content/settings",
    permission: "content",
    summary: "Replace the home menus or hot games, or change activity settings (only what is given)",
    params: contentSettingsParams,
    target: "content.settings",
    snapshot: () => readContentSettings(deps.db),
    handler: async ({ params }) => {
      const saved = await writeContentSettings(deps.db, params);
      cache.invalidate();
      return saved;
    },
  });
}
