import { useEffect, useRef } from "react";
import { useLocation, useNavigationType, useOutlet } from "react-router";

/**
 * Page transitions of SPEC 2.3: 300 ms (styles.css); a push slides the page in from the right, a
 * back (POP) from the left. Replacements (tab switches, redirects) and the first page do not move.
 */
export function AnimatedOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    first.current = false;
  }, []);
  useEffect(() => {
    if (navigationType === "PUSH") window.scrollTo?.(0, 0);
  }, [location.pathname, navigationType]);

  let direction = "";
  if (!first.current && navigationType === "PUSH") direction = " slide-forward";
  if (!first.current && navigationType === "POP") direction = " slide-back";
  return (
    <div
      key={location.pathname}
      className={`route-view${direction}`}
      data-direction={direction.trim() || "none"}
    >
      {outlet}
    </div>
  );
}
