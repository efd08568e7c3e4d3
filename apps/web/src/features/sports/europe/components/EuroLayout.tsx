import type { ReactNode } from "react";
import { Page } from "../../../../components/Page.tsx";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { europeCupMessages as m } from "../../../../messages/europe-cup.ts";
import "./europe-cup.css";

/** The frame of the European Championship's pages: header, the banner (unless `banner` false), grey body. */
export function EuroLayout(props: {
  title: string;
  right?: ReactNode;
  banner?: boolean;
  children: ReactNode;
}) {
  return (
    <Page className="ec-page" header={<PageHeader title={props.title} right={props.right} />}>
      {props.banner !== false && (
        <div className="ec-banner">
          <div className="ec-banner-title">{m.ecBannerTitle}</div>
          <div className="ec-banner-sub">{m.ecBannerSub}</div>
        </div>
      )}
      {props.children}
    </Page>
  );
}
