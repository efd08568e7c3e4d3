import { useState } from "react";
import type { SaferLimitKind } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { saferMessages } from "../../../messages/safer.ts";
import { useSaferInfo } from "../api/safer.ts";
import { BreakSection } from "../components/BreakSection.tsx";
import { LimitEditPopup } from "../components/LimitEditPopup.tsx";
import { LimitsList } from "../components/LimitsList.tsx";
import "../components/safer.css";

/**
 * /saferPlay (理性投注): the player's own deposit, loss, stake, session and reminder limits, and the
 * time-out and self-exclusion choices. The server enforces them; this page only sets and shows them.
 */
export default function SaferPlayPage() {
  const info = useSaferInfo();
  const [editing, setEditing] = useState<SaferLimitKind | null>(null);
  const data = info.data;

  return (
    <Page className="safer-page" header={<PageHeader title={saferMessages.saferTitle} />}>
      <LoadState status={info.status} onRetry={() => void info.refetch()}>
        {data && (
          <>
            <p className="safer-intro">{saferMessages.saferIntro}</p>
            <LimitsList limits={data.limits} onEdit={setEditing} />
            <BreakSection activeBreak={data.activeBreak} />
            <LimitEditPopup kind={editing} onClose={() => setEditing(null)} />
          </>
        )}
      </LoadState>
    </Page>
  );
}
