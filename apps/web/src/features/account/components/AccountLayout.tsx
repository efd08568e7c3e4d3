import type { ReactNode } from "react";
import { Button } from "antd-mobile";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import "./account.css";

/** The frame of the profile pages: header with back arrow, grey body. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page className="account-page" header={<PageHeader title={title} />}>
      {children}
    </Page>
  );
}

/** The full-width submit button under a profile form. */
export function SubmitButton({ text, loading }: { text: string; loading: boolean }) {
  return (
    <div className="account-submit">
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={loading}>
        {text}
      </Button>
    </div>
  );
}

/** A short explanation under a header or a form; `warning` for what cannot be undone. */
export function AccountNote({ children, warning = false }: { children: ReactNode; warning?: boolean }) {
  return <p className={`account-note${warning ? " account-warning" : ""}`}>{children}</p>;
}
