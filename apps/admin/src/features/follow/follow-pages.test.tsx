import { screen, within } from "@testing-library/react";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { renderConsolePage, useRealConsoleServer } from "../../../test/real-server.ts";
import ReleaseFollowersPage from "./ReleaseFollowersPage.tsx";
import ReleasesPage from "./ReleasesPage.tsx";

const server = useRealConsoleServer();
const here = dirname(fileURLToPath(import.meta.url));
const follow = server.ops<typeof import("../../../test/follow-ops.ts")>(
  join(here, "../../../test/follow-ops.ts"),
);

let made: Awaited<ReturnType<typeof follow.releases>>;

beforeAll(async () => {
  made = await follow.releases();
}, 60_000);

function renderAt(path: string) {
  return renderConsolePage(
    [
      { path: paths.followReleases, element: <ReleasesPage /> },
      { path: paths.followRelease(":releaseId"), element: <ReleaseFollowersPage /> },
    ],
    path,
  );
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest("tr")!;
const SLOW = 90_000;

describe("发单跟单 (console)", () => {
  it(
    "lists releases with followers, follow amount and commission paid, and the commission settings",
    async () => {
      renderAt(paths.followReleases);
      const row = await rowOf(made.followed);
      expect(within(row).getByText("已中奖")).toBeTruthy();
      expect(within(row).getByText("2")).toBeTruthy();
      // 5 + 10 times a 2-yuan ticket.
      expect(within(row).getByText("30.00")).toBeTruthy();
      const lonely = await rowOf(made.lonely);
      expect(within(lonely).getAllByText("0.00").length).toBeGreaterThan(0);
      for (const label of ["发单佣金比例上限（%）", "平台抽成比例（%）"])
        expect(await screen.findByText(label)).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows a release's follows with their prize and commission",
    async () => {
      renderAt(paths.followRelease(made.followed));
      expect(await screen.findByText(`发单 ${made.followed} 的跟单`)).toBeTruthy();
      const ann = (await screen.findByText("csfdann")).closest("tr")!;
      expect(within(ann).getByText(String(made.annMid)).closest("a")).toBeTruthy();
      expect(within(ann).getByText("10.00")).toBeTruthy();
      expect(within(ann).getByText("已中奖")).toBeTruthy();
    },
    SLOW,
  );
});
