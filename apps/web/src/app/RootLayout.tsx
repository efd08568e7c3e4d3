import { AnimatedOutlet } from "./AnimatedOutlet.tsx";
import { GlobalHost } from "./GlobalHost.tsx";

/** The root route: the current page, then the global component (SPEC 2.3). */
export function RootLayout() {
  return (
    <>
      <AnimatedOutlet />
      <GlobalHost />
    </>
  );
}
