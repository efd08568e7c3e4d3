import type { ReactNode } from "react";

export interface PageProps {
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A full-height page: optional header, scrolling body, optional footer (tab bar). */
export function Page({ header, footer, children, className }: PageProps) {
  return (
    <div className={`page-shell${className ? ` ${className}` : ""}`}>
      {header}
      <main className="page-body">{children}</main>
      {footer}
    </div>
  );
}
