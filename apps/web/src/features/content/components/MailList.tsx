import { useState } from "react";
import type { MailKind, MailRow } from "@lottery/contract";
import { InfiniteScroll } from "antd-mobile";
import { LoadState } from "../../../components/LoadState.tsx";
import { contentMessages } from "../../../messages/content.ts";
import { useMailList, useMarkRead } from "../api/mail.ts";
import { MailItem } from "./MailItem.tsx";

/** One kind's messages; opening an unread one marks it read (SiteMsg/MailRead). */
export function MailList({ kind }: { kind: MailKind }) {
  const mails = useMailList(kind);
  const markRead = useMarkRead(kind);
  const [open, setOpen] = useState<number | null>(null);
  const list = mails.data?.pages.flatMap((page) => page.list) ?? [];

  const toggle = (mail: MailRow) => {
    setOpen((current) => (current === mail.id ? null : mail.id));
    if (!mail.read) markRead.mutate(mail.id);
  };

  return (
    <LoadState
      status={mails.status}
      empty={list.length === 0}
      emptyText={contentMessages.noMail}
      onRetry={() => void mails.refetch()}
    >
      <div className="mail-list">
        {list.map((mail) => (
          <MailItem key={mail.id} mail={mail} expanded={open === mail.id} onToggle={toggle} />
        ))}
        <InfiniteScroll
          hasMore={mails.hasNextPage}
          loadMore={async () => {
            await mails.fetchNextPage({ throwOnError: true });
          }}
        />
      </div>
    </LoadState>
  );
}
