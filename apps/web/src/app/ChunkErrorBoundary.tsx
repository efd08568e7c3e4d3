import { Component, type ReactNode } from "react";
import { StatusPage } from "../components/StatusPage.tsx";
import { commonMessages } from "../messages/common.ts";

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to load (chunk timeout or network) and offers 重试. A rejected
 * React.lazy stays rejected, so retry reloads the document, which fetches the chunk afresh.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusPage
        title={commonMessages.chunkFailedTitle}
        description={commonMessages.chunkFailedBody}
        status="disconnected"
        actionText={commonMessages.retry}
        onAction={() => window.location.reload()}
      />
    );
  }
}
