import type { ReactNode } from "react";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import "../../../components/guess.css";

/** The frame of the match-guessing pages: header with an optional right link, grey body. */
export function SsjcLayout(props: { title: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Page className="ssjc-page" header={<PageHeader title={props.title} right={props.right} />}>
      {props.children}
    </Page>
  );
}
