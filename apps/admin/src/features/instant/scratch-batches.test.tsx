import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderConsolePage, useRealConsoleServer } from "../../../test/real-server.ts";
import ScratchBatchesPage from "./ScratchBatchesPage.tsx";

const server = useRealConsoleServer();
const here = dirname(fileURLToPath(import.meta.url));
const ops = server.ops<typeof import("../../../test/console-ops.ts")>(
  join(here, "../../../test/console-ops.ts"),
);

describe("刮刮乐批次", () => {
  it("lists a batch with its published tiers and return, and stops its sale", async () => {
    const created = await ops.operator("POST", "/instant/scratch-batches", {
      name: "测试刮刮乐",
      price: 2,
      cardCount: 100,
      tiers: [
        { prize: 50, count: 1 },
        { prize: 5, count: 10 },
      ],
    });
    expect(created.status).toBe(0);
    renderConsolePage(<ScratchBatchesPage />);
    const row = (await screen.findByText("测试刮刮乐")).closest("tr")!;
    expect(within(row).getAllByText("50")).toHaveLength(2); // the top prize and the return (50 %)
    expect(within(row).getByText("启用")).toBeTruthy();
    expect(within(row).getByText(/50元×1（剩1），5元×10（剩10），未中奖×89（剩89）/)).toBeTruthy();
    await act(async () => fireEvent.click(within(row).getByRole("button", { name: "停售" })));
    await waitFor(() =>
      expect(within(screen.getByText("测试刮刮乐").closest("tr")!).getByText("停用")).toBeTruthy(),
    );
  }, 60_000);
});
