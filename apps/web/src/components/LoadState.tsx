import type { ReactNode } from "react";
import { Button, DotLoading } from "antd-mobile";
import { ErrorBlock } from "./ErrorBlock.tsx";
import { commonMessages } from "../messages/common.ts";

export interface LoadStateProps {
  /** The query's status: still loading, failed (with a retry), or loaded. */
  status: "pending" | "error" | "success";
  /** Loaded but nothing to show. */
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

const loadingStyle = { display: "flex", justifyContent: "center", padding: "0.6rem 0", fontSize: "0.32rem" };

/** The loading, failed and empty states of a list or detail, so each page draws them the same way. */
export function LoadState({ status, empty = false, emptyText, onRetry, children }: LoadStateProps) {
  if (status === "pending") {
    return (
      <div className="load-state" style={loadingStyle}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (status === "error") {
    return (
      <ErrorBlock
        status="disconnected"
        title={commonMessages.loadFailed}
        description={commonMessages.loadFailedHint}
      >
        {onRetry && (
          <Button size="small" color="primary" fill="outline" onClick={onRetry}>
            {commonMessages.retry}
          </Button>
        )}
      </ErrorBlock>
    );
  }
  if (empty)
    return <ErrorBlock status="empty" title={emptyText ?? commonMessages.nothingHere} description="" />;
  return <>{children}</>;
}
