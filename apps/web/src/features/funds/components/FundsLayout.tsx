import type { ReactNode } from "react";
import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import "./funds.css";

/** The frame of the recharge and record pages: header with back arrow (and a right link), grey body. */
export function FundsLayout(props: { title: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Page className="funds-page" header={<PageHeader title={props.title} right={props.right} />}>
      {props.children}
    </Page>
  );
}

/** A text link in the header's right corner. */
export function HeaderLink({ text, to }: { text: string; to: string }) {
  const navigate = useNavigate();
  return (
    <Button size="mini" fill="none" className="funds-header-link" onClick={() => navigate(to)}>
      {text}
    </Button>
  );
}
