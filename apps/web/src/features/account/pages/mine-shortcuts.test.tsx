import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { renderPage } from "#test/helpers.ts";
import MinePage from "./MinePage.tsx";

const server = useRealServer();

describe("我的: shortcuts to the records and messages", () => {
  it("opens 投注记录, 中奖记录, 追号记录, 合买 (tabs of /betRecord) and 消息", async () => {
    await server.login("shortcut01", 10);
    const targets: [string, string][] = [
      ["投注记录", "/betRecord"],
      ["中奖记录", "/betRecord?tab=won"],
      ["追号记录", "/betRecord?tab=chase"],
      ["合买", "/betRecord?tab=together"],
      ["消息", "/MsgCenter"],
    ];
    for (const [name, target] of targets) {
      const router = renderPage(<MinePage />, "/mine", ["/", "/betRecord", "/MsgCenter"]);
      const shortcuts = within(await screen.findByRole("navigation", { name: "投注记录" }));
      await act(async () => fireEvent.click(shortcuts.getByRole("button", { name })));
      const { pathname, search } = router.state.location;
      expect(pathname + search).toBe(target);
      cleanup();
    }
  });
});
