import type { ReactNode } from "react";
import { Button } from "antd-mobile";
import { ErrorBlock } from "./ErrorBlock.tsx";
import { Page } from "./Page.tsx";
import { PageHeader } from "./PageHeader.tsx";

export interface StatusPageProps {
  title: string;
  description: ReactNode;
  status?: "default" | "empty" | "busy" | "disconnected";
  actionText?: string;
  onAction?: () => void;
  actionLoading?: boolean;
  back?: boolean;
}

/** A whole-page message with one action (404, placeholders, maintenance, chunk failures). */
export function StatusPage({
  title,
  description,
  status = "default",
  actionText,
  onAction,
  actionLoading,
  back = true,
}: StatusPageProps) {
  return (
    <Page header={<PageHeader title={title} back={back} />}>
      <div className="status-page">
        <ErrorBlock status={status} title={title} description={description} />
        {actionText && (
          <Button color="primary" block shape="rounded" loading={actionLoading} onClick={onAction}>
            {actionText}
          </Button>
        )}
      </div>
    </Page>
  );
}
