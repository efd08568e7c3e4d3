import type { ReactNode } from "react";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { messages } from "../../../messages.ts";
import "./auth.css";

/** The frame of the login and register pages. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page className="auth-page" header={<PageHeader title={title} />}>
      <div className="auth-brand">{messages.brand}</div>
      {children}
    </Page>
  );
}
