import type { ReactNode } from "react";
import { NavBar } from "antd-mobile";
import { useGoBack } from "../lib/go-back.ts";

export interface PageHeaderProps {
  title: ReactNode;
  /** Show the back arrow (default true); goes back, or home when the app was opened on this page. */
  back?: boolean;
  right?: ReactNode;
  left?: ReactNode;
  /** Replaces the back arrow's default (back, or home). */
  onBack?: () => void;
}

/** The 0.88rem brand-coloured header bar (SPEC 2.5) over antd-mobile's NavBar, safe-area aware. */
export function PageHeader({ title, back = true, right, left, onBack }: PageHeaderProps) {
  const goBack = useGoBack();
  return (
    <header className="page-header">
      <NavBar back={back ? "" : null} backIcon={back} onBack={onBack ?? goBack} left={left} right={right}>
        {title}
      </NavBar>
    </header>
  );
}
