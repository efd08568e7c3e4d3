import type { ReactNode } from "react";
import { Paragraphs } from "../../../components/Paragraphs.tsx";

export interface ContentBodyProps {
  title: string;
  /** Shown under the title (publication time, help type). */
  meta?: string;
  cover?: string;
  text: string;
  /** Below the text (an article's link button). */
  footer?: ReactNode;
}

/** An article, notice or help answer: title, meta line, optional cover, plain-text paragraphs. */
export function ContentBody({ title, meta, cover, text, footer }: ContentBodyProps) {
  return (
    <article className="content-body">
      <h1 className="content-title">{title}</h1>
      {meta && <div className="content-meta">{meta}</div>}
      {cover && <img className="content-cover" src={cover} alt="" />}
      <Paragraphs text={text} className="content-text" />
      {footer && <div className="content-footer">{footer}</div>}
    </article>
  );
}
