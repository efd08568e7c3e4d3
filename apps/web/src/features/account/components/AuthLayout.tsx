import type { ReactNode } from "react";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { commonMessages } from "../../../messages/common.ts";
import "./account.css";
import "./auth.css";

interface AuthLayoutProps {
  title: string;
  /** What stands above the form: the brand, unless a page brings its own (the promotion banner). */
  hero?: ReactNode;
  children: ReactNode;
}

/** The frame of the login, register and password-reset pages. */
export function AuthLayout({ title, hero, children }: AuthLayoutProps) {
  return (
    <Page className="auth-page" header={<PageHeader title={title} />}>
      {hero ?? <div className="auth-brand">{commonMessages.brand}</div>}
      {children}
    </Page>
  );
}
