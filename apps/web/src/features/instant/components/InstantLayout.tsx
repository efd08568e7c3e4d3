import type { ReactNode } from "react";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import "./instant.css";

/** The frame of the instant-game pages: header (with an optional right link), dark or grey body. */
export function InstantLayout(props: {
  title: string;
  right?: ReactNode;
  children: ReactNode;
  dark?: boolean;
}) {
  return (
    <Page
      className={props.dark ? "instant-page instant-page-dark" : "instant-page"}
      header={<PageHeader title={props.title} right={props.right} />}
    >
      {props.children}
    </Page>
  );
}
