import { fireEvent, screen, within } from "@testing-library/react";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { renderConsolePage, useRealConsoleServer } from "../../../test/real-server.ts";
import AgentsPage from "./AgentsPage.tsx";
import RebateDaysPage from "./RebateDaysPage.tsx";

const server = useRealConsoleServer();
const here = dirname(fileURLToPath(import.meta.url));
const ops = server.ops<typeof import("../../../test/agent-ops.ts")>(join(here, "../../../test/agent-ops.ts"));

beforeAll(async () => {
  await ops.agents();
}, 60_000);

const rowOf = async (text: string) => (await screen.findByText(text)).closest("tr")!;
const SLOW = 90_000;

describe("代理管理 (console)", () => {
  it(
    "lists applications and agents with their rates, rejects an application, and shows the settings",
    async () => {
      renderConsolePage([{ path: paths.agents, element: <AgentsPage /> }], paths.agents);
      const top = await rowOf("csagtop");
      expect(within(top).getByText("2.5%")).toBeTruthy();
      expect(within(top).getAllByText("代理").length).toBeGreaterThan(0);
      const pending = await rowOf("csagpend");
      expect(within(pending).getByText("待审核")).toBeTruthy();
      fireEvent.click(within(pending).getByRole("button", { name: "拒 绝" }));
      fireEvent.click(await screen.findByRole("button", { name: /确\s*定|OK/ }));
      expect(await within(await rowOf("csagpend")).findByText("已拒绝")).toBeTruthy();
      for (const label of ["最大代理层级", "彩票返点上限(%)", "体育返点上限(%)"])
        expect(await screen.findByText(label)).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows the rebate runs and runs the job on request",
    async () => {
      renderConsolePage([{ path: paths.agentRebates, element: <RebateDaysPage /> }], paths.agentRebates);
      fireEvent.click(await screen.findByRole("button", { name: "立即计算返点" }));
      expect(await screen.findByText(/已计算 \d+ 个代理日/)).toBeTruthy();
    },
    SLOW,
  );
});
