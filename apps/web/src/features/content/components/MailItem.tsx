import type { MailRow } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { Paragraphs } from "../../../components/Paragraphs.tsx";

export interface MailItemProps {
  mail: MailRow;
  expanded: boolean;
  onToggle: (mail: MailRow) => void;
}

/** A message: title, time and an unread dot; tapping expands its text. */
export function MailItem({ mail, expanded, onToggle }: MailItemProps) {
  return (
    <div className={`mail-item${mail.read ? "" : " unread"}`}>
      <button type="button" className="mail-head" aria-expanded={expanded} onClick={() => onToggle(mail)}>
        <span className="mail-dot" aria-hidden="true" />
        <span className="mail-title">{mail.title}</span>
        <span className="mail-time">{formatChinaDateTime(mail.sentAt)}</span>
      </button>
      {expanded && <Paragraphs text={mail.content} className="mail-content" />}
    </div>
  );
}
