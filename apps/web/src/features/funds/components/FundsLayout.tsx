import type { ReactNode } from "react";
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
