import type { ReactNode } from "react";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import "../../../components/guess.css";
import "./events.css";

/** The frame of the event pages: header with an optional right link, grey body. */
export function EventLayout(props: { title: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Page className="ssjc-page" header={<PageHeader title={props.title} right={props.right} />}>
      {props.children}
    </Page>
  );
}
