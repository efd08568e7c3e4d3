import { mailKinds, type MailKind } from "@lottery/contract";
import { Badge, Button, Tabs } from "antd-mobile";
import { useState } from "react";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { storage } from "../../../lib/storage.ts";
import { commonMessages } from "../../../messages/common.ts";
import { contentMessages } from "../../../messages/content.ts";
import { useMailList, useMarkRead } from "../api/mail.ts";
import { MailList } from "../components/MailList.tsx";
import "../components/content.css";

function storedKind(): MailKind {
  const stored = storage.get("mailType");
  return mailKinds.find((kind) => kind === stored) ?? "bulletin";
}

/** /MsgCenter: 公告 and 站内信 with unread counts, 全部已读 for the open tab; the tab is the mail type of SPEC 3. */
export default function MsgCenterPage() {
  const [kind, setKind] = useState<MailKind>(storedKind);
  const unread = useMailList(kind).data?.pages[0]?.unread;
  const markAll = useMarkRead(kind);

  const choose = (next: string) => {
    const chosen = mailKinds.find((item) => item === next) ?? "bulletin";
    storage.set("mailType", chosen);
    setKind(chosen);
  };

  const readAll = (
    <Button
      size="mini"
      fill="none"
      className="read-all"
      disabled={!unread?.[kind]}
      loading={markAll.isPending}
      onClick={() => markAll.mutate("all")}
    >
      {contentMessages.markAllRead}
    </Button>
  );

  return (
    <Page header={<PageHeader title={commonMessages.msgCenterTitle} right={readAll} />}>
      <Tabs activeKey={kind} onChange={choose} className="mail-tabs">
        {mailKinds.map((item) => (
          <Tabs.Tab
            key={item}
            title={
              <Badge
                content={unread?.[item] ? unread[item] : null}
                style={{ "--right": "-10px", "--top": "4px" }}
              >
                {contentMessages.mailKinds[item]}
              </Badge>
            }
          />
        ))}
      </Tabs>
      <MailList key={kind} kind={kind} />
    </Page>
  );
}
