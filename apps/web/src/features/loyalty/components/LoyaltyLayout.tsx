import type { ReactNode } from "react";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import "./loyalty.css";

/** The frame of the loyalty pages: header (with an optional right link), grey body. */
export function LoyaltyLayout(props: { title: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Page className="loyalty-page" header={<PageHeader title={props.title} right={props.right} />}>
      {props.children}
    </Page>
  );
}
