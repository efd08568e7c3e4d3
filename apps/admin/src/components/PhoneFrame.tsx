import type { ReactNode } from "react";
import "./phone-frame.css";

/** A 375×667 phone screen: the player app's size, for content previews. */
export function PhoneFrame({ children, src, title }: { children?: ReactNode; src?: string; title: string }) {
  return (
    <div className="phone-frame" data-testid="phone-frame">
      <div className="phone-frame-screen">
        {src ? <iframe src={src} title={title} width={375} height={667} /> : children}
      </div>
    </div>
  );
}
