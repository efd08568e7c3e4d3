import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { renderConsolePage, useRealConsoleServer } from "../../../test/real-server.ts";
import CommentBansPage from "./CommentBansPage.tsx";
import CommentsPage from "./CommentsPage.tsx";
import SensitiveWordsPage from "./SensitiveWordsPage.tsx";

const server = useRealConsoleServer();
const here = dirname(fileURLToPath(import.meta.url));
const community = server.ops<typeof import("../../../test/community-ops.ts")>(
  join(here, "../../../test/community-ops.ts"),
);

let made: Awaited<ReturnType<typeof community.pendingComments>>;

beforeAll(async () => {
  made = await community.pendingComments();
}, 60_000);

const SLOW = 90_000;

describe("玩家社区 (console)", () => {
  it(
    "lists the moderation queue with markup as text, and approving takes a comment out of it",
    async () => {
      renderConsolePage(
        [{ path: paths.communityComments, element: <CommentsPage /> }],
        paths.communityComments,
      );
      const markup = (await screen.findByText("<b>必中</b>")).closest("tr")!;
      expect(within(markup).getByText("1楼")).toBeTruthy();
      expect(within(markup).getByText("待审核")).toBeTruthy();
      const plain = (await screen.findByText("跟一个")).closest("tr")!;
      fireEvent.click(within(plain).getByRole("button", { name: /通\s*过/ }));
      await waitFor(() => expect(screen.queryByText("跟一个")).toBeNull());
      expect(screen.getByText("<b>必中</b>")).toBeTruthy();
      expect(await screen.findByText("新评论先审核")).toBeTruthy();
    },
    SLOW,
  );

  it(
    "edits the sensitive words one per line",
    async () => {
      renderConsolePage(
        [{ path: paths.communityWords, element: <SensitiveWordsPage /> }],
        paths.communityWords,
      );
      const box = await screen.findByLabelText("敏感词（每行一个）");
      fireEvent.change(box, { target: { value: "代购\n\n 加微信 " } });
      fireEvent.click(screen.getByRole("button", { name: /保\s*存/ }));
      await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe("代购\n加微信"));
    },
    SLOW,
  );

  it(
    "stops a player commenting and allows them again",
    async () => {
      renderConsolePage([{ path: paths.communityBans, element: <CommentBansPage /> }], paths.communityBans);
      fireEvent.change(await screen.findByLabelText("会员ID"), { target: { value: String(made.fanMid) } });
      fireEvent.change(screen.getByLabelText("原因"), { target: { value: "广告刷屏" } });
      fireEvent.click(screen.getByRole("button", { name: "禁止评论" }));
      const row = (await screen.findByText("广告刷屏")).closest("tr")!;
      expect(within(row).getByText(`cscmfan（${made.fanMid}）`)).toBeTruthy();
      fireEvent.click(within(row).getByRole("button", { name: /解\s*除/ }));
      fireEvent.click(await screen.findByRole("button", { name: /确\s*定|OK/ }));
      await waitFor(() => expect(screen.queryByText("广告刷屏")).toBeNull());
    },
    SLOW,
  );
});
