import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { renderConsolePage, useRealConsoleServer } from "../../../test/real-server.ts";
import SchemeParticipantsPage from "./SchemeParticipantsPage.tsx";
import SchemesPage from "./SchemesPage.tsx";

const server = useRealConsoleServer();
const here = dirname(fileURLToPath(import.meta.url));
const together = server.ops<typeof import("../../../test/together-ops.ts")>(
  join(here, "../../../test/together-ops.ts"),
);

/** antd spaces a two-character button label (撤 单). */
const CANCEL = /^撤\s?单$/;

let made: Awaited<ReturnType<typeof together.schemes>>;

beforeAll(async () => {
  made = await together.schemes();
}, 60_000);

function renderAt(path: string) {
  return renderConsolePage(
    [
      { path: paths.togetherSchemes, element: <SchemesPage /> },
      { path: paths.togetherScheme(":schemeId"), element: <SchemeParticipantsPage /> },
    ],
    path,
  );
}

// Text queries, not role queries: ProTable's DOM is large and role queries are slow in jsdom.
const rowOf = async (schemeId: string) => (await screen.findByText(schemeId)).closest("tr")!;
const cancelIn = (root: HTMLElement) => within(root).queryAllByText(CANCEL)[0]?.closest("button") ?? null;
const SLOW = 90_000;

describe("合买方案 (console)", () => {
  it(
    "lists schemes with 撤单 only under 95 %, the site-fill cost per day and the risk-limit settings",
    async () => {
      renderAt(paths.togetherSchemes);
      const under = await rowOf(made.under);
      expect(cancelIn(under)).toBeTruthy();
      expect(within(under).getByText("认购中")).toBeTruthy();
      const over = await rowOf(made.over);
      expect(cancelIn(over)).toBeNull();
      const filled = await rowOf(made.filled);
      expect(within(filled).getByText("已出票")).toBeTruthy();
      // 网站保底成本: the one share the site bought.
      const cost = (await screen.findByText("网站保底成本（近30天）")).closest(".ant-pro-table")!;
      await waitFor(() => expect(within(cost as HTMLElement).getByText("1.00")).toBeTruthy());
      for (const label of ["数字彩方案金额上限（元）", "每次最少认购（份）", "网站保底比例上限（%）"])
        expect(await screen.findByText(label)).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows a scheme's participants and lets the operator cancel it under 95 %",
    async () => {
      renderAt(paths.togetherScheme(made.under));
      expect(await screen.findByText(`合买方案 ${made.under}`)).toBeTruthy();
      expect(await screen.findByText("发起人认购")).toBeTruthy();
      const join = (await screen.findByText("认购")).closest("tr")!;
      expect(within(join).getByText(String(made.annMid)).closest("a")).toBeTruthy();
      expect(within(join).getByText("10")).toBeTruthy();
      const box = screen.getByText("进度+保底未达95%，可撤单").closest(".ant-descriptions-item-content");
      fireEvent.click(cancelIn(box as HTMLElement)!);
      const ok = await waitFor(() => {
        const button = document.querySelector<HTMLButtonElement>(".ant-popconfirm-buttons .ant-btn-primary");
        expect(button).toBeTruthy();
        return button!;
      });
      fireEvent.click(ok);
      // The server cancelled it: the page reads it again, 撤单 gone and the status 已撤单.
      await waitFor(() => expect(screen.queryByText("进度+保底未达95%，可撤单")).toBeNull());
      const status = screen.getByText("状态").closest("th, td")?.nextElementSibling;
      expect(status?.textContent).toBe("已撤单");
    },
    SLOW,
  );

  it("says a scheme at 95 % or more cannot be cancelled", async () => {
    renderAt(paths.togetherScheme(made.over));
    expect(await screen.findByText("进度+保底已达95%，不能撤单")).toBeTruthy();
  });
});
