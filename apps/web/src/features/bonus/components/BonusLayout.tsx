import type { ReactNode } from "react";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import "./bonus.css";

/** The frame of the discount-centre pages: header (with an optional right link), grey body. */
export function BonusLayout(props: { title: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Page className="bonus-page" header={<PageHeader title={props.title} right={props.right} />}>
      {props.children}
    </Page>
  );
}
