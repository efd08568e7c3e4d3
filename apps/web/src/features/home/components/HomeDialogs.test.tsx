import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { storage } from "../../../lib/storage.ts";
import { HomeDialogs } from "./HomeDialogs.tsx";
import { dialogBatchKey } from "../logic/dialog-rule.ts";

const server = useRealServer();
type HomeOps = typeof import("#test/features/home/server-ops.ts");
const home = server.ops<HomeOps>("#test/features/home/server-ops.ts");

function renderDialogs() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HomeDialogs />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  // two pop-ups for everyone, the second without a link
  const dialogs = [
    { title: "欢迎光临", content: "理性购彩\n量力而行", link: "/activityList" },
    { title: "充值说明", content: "到账即时" },
  ];
  for (const dialog of dialogs) {
    const saved = (await server.setUp.operator("POST", "/content/dialogs", dialog)) as { status: number };
    expect(saved.status).toBe(0);
  }
});

describe("home pop-ups", () => {
  it("shows each dialog in turn, not closed by the mask, with 查看详情 only when it has a link", async () => {
    renderDialogs();
    expect(await screen.findByText("欢迎光临")).toBeTruthy();
    expect(screen.getByText("量力而行")).toBeTruthy();
    expect(screen.getByText("查看详情")).toBeTruthy();
    // The mask mounts with the dialog's open animation, a moment after the text.
    const mask = await waitFor(() => {
      const element = document.querySelector(".adm-mask");
      expect(element).not.toBeNull();
      return element!;
    });
    fireEvent.click(mask);
    expect(screen.getByText("欢迎光临")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText("我知道了")));
    expect(await screen.findByText("充值说明")).toBeTruthy();
    expect(screen.queryByText("查看详情")).toBeNull();
    expect(storage.get("homePopupBannerTime")).toBe(dialogBatchKey(await home.dialogList()));
  });

  it("does not show the same batch twice", async () => {
    storage.set("homePopupBannerTime", dialogBatchKey(await home.dialogList()));
    renderDialogs();
    await waitFor(() => expect(server.calls("SiteMsg/DialogList")).toHaveLength(1));
    expect(screen.queryByText("欢迎光临")).toBeNull();
  });

  it("asks for the visitors' list without a token and the players' list with one", async () => {
    renderDialogs();
    await waitFor(() => expect(server.calls("SiteMsg/DialogList")).toHaveLength(1));
    expect(server.calls("SiteMsg/DialogList")[0]!.query.tk).toBeUndefined();
    cleanup();
    const { token } = await server.login("dialogs01");
    renderDialogs();
    await waitFor(() => expect(server.calls("SiteMsg/DialogList")).toHaveLength(2));
    expect(server.calls("SiteMsg/DialogList")[1]!.query.tk).toBe(token);
  });
});
