import type { InfiniteData } from "@tanstack/react-query";
import type { MailListModels, MailRow } from "@lottery/contract";
import { describe, expect, it } from "vitest";
import { markReadInPages } from "./mail.ts";

const mail = (id: number, read: boolean): MailRow => ({
  id,
  kind: "mail",
  title: `m${id}`,
  content: "",
  sentAt: "2026-11-21T20:00:00+08:00",
  read,
});

const pages = (): InfiniteData<MailListModels, number> => ({
  pageParams: [1, 2],
  pages: [
    { list: [mail(1, false), mail(2, true)], total: 3, unread: { bulletin: 4, mail: 2 } },
    { list: [mail(3, false)], total: 3, unread: { bulletin: 4, mail: 2 } },
  ],
});

describe("marking mail read in the cached list", () => {
  it("marks one message and lowers its kind's unread count on every page", () => {
    const next = markReadInPages(pages(), "mail", 3);
    expect(next.pages[1]!.list[0]!.read).toBe(true);
    expect(next.pages[0]!.list[0]!.read).toBe(false);
    expect(next.pages.map((page) => page.unread)).toEqual([
      { bulletin: 4, mail: 1 },
      { bulletin: 4, mail: 1 },
    ]);
  });

  it("does not lower the count for a message already read", () => {
    expect(markReadInPages(pages(), "mail", 2).pages[0]!.unread.mail).toBe(2);
  });

  it("marks every message of the kind for 全部已读", () => {
    const next = markReadInPages(pages(), "mail", "all");
    expect(next.pages.flatMap((page) => page.list).every((row) => row.read)).toBe(true);
    expect(next.pages[0]!.unread).toEqual({ bulletin: 4, mail: 0 });
  });
});
