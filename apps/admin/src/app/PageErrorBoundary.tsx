import { Component, type ReactNode } from "react";
import { Result } from "antd";
import { appMessages } from "../lib/messages.ts";

/** Keeps the frame up when one page throws while rendering. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Result status="error" title={appMessages.pageError} /> : this.props.children;
  }
}
