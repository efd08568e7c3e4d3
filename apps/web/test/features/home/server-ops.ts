import type { AppHomePageInfoModels, DialogListModels } from "@lottery/contract";
import { call, type TestServer } from "@lottery/server/test/helpers.ts";

/** Test-only set-up of the home page tests, run in the real server's worker (test/real-server.ts). */

type Ctx = { server: TestServer };

/** The pop-up list as the server answers it to a visitor, or to the player of `token`. */
export async function dialogList(ctx: Ctx, token?: string): Promise<DialogListModels> {
  const res = await call<DialogListModels>(ctx.server.app, "GET", "/api/SiteMsg/DialogList", {}, { token });
  if (!res.body.models) throw new Error(`DialogList failed: ${res.body.msg}`);
  return res.body.models;
}

/** The home game list as the server answers it (sitemsg/AppHomePageInfo, to a visitor). */
export async function homeGames(ctx: Ctx): Promise<AppHomePageInfoModels> {
  const res = await call<AppHomePageInfoModels>(ctx.server.app, "GET", "/api/sitemsg/AppHomePageInfo");
  if (!res.body.models) throw new Error(`AppHomePageInfo failed: ${res.body.msg}`);
  return res.body.models;
}
