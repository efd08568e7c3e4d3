import type { ReactNode } from "react";
import type { Dayjs } from "dayjs";
import { contentMessages as m } from "./messages.ts";
import type { FormValues } from "./kind-types.ts";
import "./previews.css";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const when = (value: unknown) =>
  value && typeof (value as Dayjs).format === "function" ? (value as Dayjs).format("YYYY-MM-DD HH:mm") : "";

/** The player app's red header bar with a title. */
function Screen({ header, children }: { header: string; children: ReactNode }) {
  return (
    <div className="pv-screen">
      <div className="pv-header">{header}</div>
      <div className="pv-body">{children}</div>
    </div>
  );
}

/** Body text split into paragraphs as the player pages show it. */
const Paragraphs = ({ value }: { value: unknown }) => (
  <div className="pv-paragraphs">
    {text(value)
      .split("\n")
      .filter(Boolean)
      .map((line, i) => (
        <p key={i}>{line}</p>
      ))}
  </div>
);

export function BannerPreview({ values }: { values: FormValues }) {
  return (
    <Screen header={m.homeHeader}>
      <div className="pv-banner">
        {text(values.image) ? (
          <img src={text(values.image)} alt={text(values.title)} />
        ) : (
          <span>{m.noImage}</span>
        )}
      </div>
      <div className="pv-caption">{text(values.title)}</div>
      <div className="pv-grid">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="pv-grid-cell" />
        ))}
      </div>
    </Screen>
  );
}

export function NoticePreview({ values }: { values: FormValues }) {
  return (
    <Screen header={m.noticeHeader}>
      <div className="pv-article">
        <h3>{text(values.title)}</h3>
        <div className="pv-meta">{when(values.publishedAt)}</div>
        <Paragraphs value={values.content} />
      </div>
    </Screen>
  );
}

export function ArticlePreview({ values }: { values: FormValues }) {
  return (
    <Screen header={m.articleHeader}>
      <div className="pv-article">
        {text(values.cover) ? <img className="pv-cover" src={text(values.cover)} alt="" /> : null}
        <h3>{text(values.title)}</h3>
        <div className="pv-meta">{when(values.publishedAt)}</div>
        {text(values.summary) ? <div className="pv-summary">{text(values.summary)}</div> : null}
        <Paragraphs value={values.content} />
      </div>
    </Screen>
  );
}

export function HelpPreview({ values }: { values: FormValues }) {
  return (
    <Screen header={m.helpHeader}>
      <div className="pv-article">
        <div className="pv-meta">{text(values.typeTitle)}</div>
        <h3>{text(values.title)}</h3>
        <Paragraphs value={values.content} />
      </div>
    </Screen>
  );
}

export function DialogPreview({ values }: { values: FormValues }) {
  return (
    <Screen header={m.homeHeader}>
      <div className="pv-mask">
        <div className="pv-dialog">
          {text(values.image) ? <img src={text(values.image)} alt="" /> : null}
          <h4>{text(values.title)}</h4>
          <Paragraphs value={values.content} />
          <div className="pv-dialog-actions">
            {text(values.link) ? <span>{m.dialogLink}</span> : null}
            <span className="pv-primary">{m.dialogButton}</span>
          </div>
        </div>
      </div>
    </Screen>
  );
}

export function MailPreview({ values }: { values: FormValues }) {
  return (
    <Screen header={m.mail.previewHeader}>
      <div className="pv-article">
        <h3>{text(values.title)}</h3>
        <Paragraphs value={values.content} />
      </div>
    </Screen>
  );
}
