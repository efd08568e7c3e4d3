import { Button, List } from "antd-mobile";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useActivitySetting } from "../../../lib/api/activity-setting.ts";
import { showToast } from "../../../lib/toast.ts";
import { contentMessages } from "../../../messages/content.ts";
import { copyText } from "../../../lib/clipboard.ts";
import "../components/content.css";

function CopyButton({ text }: { text: string }) {
  const copy = async () =>
    showToast((await copyText(text)) ? contentMessages.contactCopied : contentMessages.contactCopyFailed);
  return (
    <Button size="mini" color="primary" fill="outline" disabled={!text} onClick={() => void copy()}>
      {contentMessages.copyContact}
    </Button>
  );
}

/** /qq: the customer-service QQ and WeChat of the activity settings, each with 复制. */
export default function KefuContactsPage() {
  const settings = useActivitySetting();
  const contacts = [
    { label: contentMessages.kefuQQ, value: settings.data?.kefuQQ ?? "" },
    { label: contentMessages.kefuWechat, value: settings.data?.kefuWechat ?? "" },
  ];
  return (
    <Page header={<PageHeader title={contentMessages.kefuTitle} />}>
      <p className="kefu-intro">{contentMessages.kefuIntro}</p>
      <LoadState status={settings.data ? "success" : settings.status} onRetry={() => void settings.refetch()}>
        <List>
          {contacts.map((contact) => (
            <List.Item
              key={contact.label}
              description={contact.value || contentMessages.notOpenYet}
              extra={<CopyButton text={contact.value} />}
            >
              {contact.label}
            </List.Item>
          ))}
        </List>
      </LoadState>
    </Page>
  );
}
