import type { ReactNode } from "react";
import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { paths } from "../../../lib/paths.ts";
import { walletMessages } from "../../../messages/wallet.ts";
import "./wallet.css";
import "../../../components/blocks.css";

/** The frame of the wallet pages: header with back arrow, grey body. */
export function WalletLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page className="wallet-page" header={<PageHeader title={title} />}>
      {children}
    </Page>
  );
}

/** Shown instead of binding while the player has no verified real name: the holder must be known. */
export function RealNameHint() {
  const navigate = useNavigate();
  return (
    <section className="wallet-realname">
      <div>
        <div className="wallet-realname-title">{walletMessages.realNameFirstTitle}</div>
        <div className="wallet-realname-text">{walletMessages.realNameFirstHint}</div>
      </div>
      <Button size="small" color="primary" shape="rounded" onClick={() => navigate(paths.realInfo)}>
        {walletMessages.goVerify}
      </Button>
    </section>
  );
}

/** The full-width add button under a list; when it may not be used, `note` says why. */
export function AddButton(props: { text: string; disabled: boolean; note?: string; onClick: () => void }) {
  return (
    <div className="wallet-add">
      <Button
        block
        color="primary"
        fill="outline"
        size="large"
        disabled={props.disabled}
        onClick={props.onClick}
      >
        + {props.text}
      </Button>
      {props.note && <p className="note">{props.note}</p>}
    </div>
  );
}

/** A short explanation under a form or list. */
export function WalletNote({ children }: { children: ReactNode }) {
  return <p className="note">{children}</p>;
}
