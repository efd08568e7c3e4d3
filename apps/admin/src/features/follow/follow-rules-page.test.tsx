import { screen, within } from "@testing-library/react";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { renderConsolePage, useRealConsoleServer } from "../../../test/real-server.ts";
import FollowRulesPage from "./FollowRulesPage.tsx";

const server = useRealConsoleServer();
const here = dirname(fileURLToPath(import.meta.url));
const follow = server.ops<typeof import("../../../test/follow-ops.ts")>(
  join(here, "../../../test/follow-ops.ts"),
);

let made: Awaited<ReturnType<typeof follow.rules>>;

beforeAll(async () => {
  made = await follow.rules();
}, 60_000);

const renderAt = (path: string) =>
  renderConsolePage([{ path: paths.followRules, element: <FollowRulesPage /> }], path);

const rowOf = async (text: string) => (await screen.findByText(text)).closest("tr")!;
const SLOW = 90_000;

describe("定制跟单 (console)", () => {
  it(
    "lists the custom follow rules on a releaser with their terms, use, reserve and status",
    async () => {
      renderAt(`${paths.followRules}?releaserId=${made.bossMid}`);
      const ann = await rowOf("csrlann");
      expect(within(ann).getByText("csrlboss").closest("a")).toBeTruthy();
      expect(within(ann).getByText("每次 10.00 元")).toBeTruthy();
      expect(within(ann).getByText("0/3")).toBeTruthy();
      expect(within(ann).getByText("预付冻结")).toBeTruthy();
      expect(within(ann).getByText("30.00")).toBeTruthy();
      expect(within(ann).getByText("跟单中")).toBeTruthy();
      const bob = await rowOf("csrlbob");
      expect(within(bob).getByText("50%（上限 20.00 元）")).toBeTruthy();
      expect(within(bob).getByText("已停止")).toBeTruthy();
      expect(within(bob).getByText("实时扣款")).toBeTruthy();
    },
    SLOW,
  );

  it(
    "keeps the status filter in the URL and asks the server for it",
    async () => {
      renderAt(`${paths.followRules}?releaserId=${made.bossMid}&status=stopped`);
      expect(await screen.findByText("csrlbob")).toBeTruthy();
      expect(screen.queryByText("csrlann")).toBeNull();
    },
    SLOW,
  );
});
