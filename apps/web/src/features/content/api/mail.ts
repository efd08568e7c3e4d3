import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { mailKinds, type MailKind, type MailListModels, type MailRow } from "@lottery/contract";
import { post, request } from "../../../lib/request.ts";

const PAGE_SIZE = 20;

export const mailKey = (kind: MailKind) => ["mail", kind] as const;

type MailPages = InfiniteData<MailListModels, number>;

/** SiteMsg/MailList (T): one kind's messages, newest first, a page at a time, with unread counts. */
export function useMailList(kind: MailKind) {
  return useInfiniteQuery({
    queryKey: mailKey(kind),
    queryFn: ({ pageParam }) =>
      request<MailListModels>("SiteMsg/MailList", { kind, pageIndex: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** The cached pages with one message (or every message) read and the unread count lowered. */
export function markReadInPages(pages: MailPages, kind: MailKind, id: number | "all"): MailPages {
  const hits = (mail: MailRow) => id === "all" || mail.id === id;
  const newlyRead = pages.pages
    .flatMap((page) => page.list)
    .filter((mail) => !mail.read && hits(mail)).length;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      list: page.list.map((mail) => (hits(mail) ? { ...mail, read: true } : mail)),
      unread: { ...page.unread, [kind]: id === "all" ? 0 : Math.max(0, page.unread[kind] - newlyRead) },
    })),
  };
}

/** SiteMsg/MailRead (T): one message, or with `all` every message of the kind; the lists follow. */
export function useMarkRead(kind: MailKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | "all") =>
      post<unknown>("SiteMsg/MailRead", id === "all" ? { kind, all: "1" } : { id }, { silent: id !== "all" }),
    onSuccess: (_answer, id) => {
      client.setQueryData<MailPages>(mailKey(kind), (pages) => pages && markReadInPages(pages, kind, id));
      for (const other of mailKinds)
        if (other !== kind) void client.invalidateQueries({ queryKey: mailKey(other) });
      void client.invalidateQueries({ queryKey: ["home", "info"] });
    },
  });
}
