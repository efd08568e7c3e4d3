import { useEffect, useState } from "react";
import type { Dialog as SiteDialog } from "@lottery/contract";
import { Dialog } from "antd-mobile";
import { Paragraphs } from "../../../components/Paragraphs.tsx";
import { followLink } from "../../../lib/links.ts";
import { storage } from "../../../lib/storage.ts";
import { commonMessages } from "../../../messages/common.ts";
import { homeMessages } from "../../../messages/home.ts";
import { useDialogList } from "../api/dialogs.ts";
import { dialogBatchKey, dialogsToShow } from "../logic/dialog-rule.ts";

/**
 * The pop-ups of SiteMsg/DialogList, one after another, once per batch (updatedAt and dialogs,
 * remembered as the home pop-up banner update time). The mask does not close them (SPEC 9): 我知道了 or 查看详情 does.
 */
export function HomeDialogs() {
  const models = useDialogList().data;
  const [queue, setQueue] = useState<SiteDialog[]>([]);

  useEffect(() => {
    const due = dialogsToShow(models, storage.get("homePopupBannerTime"));
    if (!models || due.length === 0) return;
    storage.set("homePopupBannerTime", dialogBatchKey(models));
    setQueue(due);
  }, [models]);

  const current = queue[0];
  const next = () => setQueue((rest) => rest.slice(1));
  const actions = [
    ...(current?.link ? [{ key: "detail", text: commonMessages.viewDetail, bold: true }] : []),
    { key: "ok", text: homeMessages.gotIt },
  ];

  return (
    <Dialog
      visible={Boolean(current)}
      closeOnMaskClick={false}
      image={current?.image || undefined}
      title={current?.title}
      content={current ? <Paragraphs text={current.content} className="dialog-paragraphs" /> : null}
      actions={actions}
      onAction={(action) => {
        if (action.key === "detail" && current) followLink(current.link);
        next();
      }}
    />
  );
}
