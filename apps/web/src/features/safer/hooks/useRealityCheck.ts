import { useEffect, useRef } from "react";
import type { SaferSession } from "@lottery/contract";
import { formatYuan } from "../../../lib/money.ts";
import { withOverlays } from "../../../lib/overlays.ts";
import { isLoggedIn, useSession } from "../../../lib/session.ts";
import { saferMessages } from "../../../messages/safer.ts";
import { fetchSaferSession } from "../api/safer.ts";

/** How often the app asks for the session's figures while a player is logged in. */
export const REALITY_POLL_MS = 60_000;

/** The reminder is due when a whole interval has passed since the last one (or the session's start). */
export function reminderDue(session: SaferSession, lastShownMinute: number): boolean {
  const every = session.realityMinutes;
  if (every === null || session.minutesPlayed < every) return false;
  return Math.floor(session.minutesPlayed / every) > Math.floor(lastShownMinute / every);
}

function remind(session: SaferSession, actions: { onStop: () => void; onHistory: () => void }) {
  const net = `${session.netResult > 0 ? "+" : ""}${formatYuan(session.netResult)}`;
  withOverlays(({ Dialog }) =>
    Dialog.show({
      title: saferMessages.saferRealityTitle,
      content: saferMessages.saferRealityBody(session.minutesPlayed, net),
      closeOnAction: true,
      actions: [
        [
          { key: "history", text: saferMessages.saferRealityHistory, onClick: actions.onHistory },
          { key: "stop", text: saferMessages.saferRealityStop, danger: true, onClick: actions.onStop },
        ],
        { key: "continue", text: saferMessages.saferRealityContinue, bold: true },
      ],
    }),
  );
}

/**
 * The reality check (RTS 13): while a player is logged in, asks saferPlay/Session every minute and,
 * when the player's chosen interval has passed, shows time played and net result with 继续游戏, 退出
 * and 投注记录.
 */
export function useRealityCheck(actions: { onStop: () => void; onHistory: () => void }): void {
  const loggedIn = isLoggedIn(useSession());
  const lastShown = useRef(0);
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  useEffect(() => {
    if (!loggedIn) return;
    const timer = window.setInterval(() => {
      fetchSaferSession()
        .then((session) => {
          if (session.minutesPlayed < lastShown.current) lastShown.current = 0; // a new session
          if (!reminderDue(session, lastShown.current)) return;
          lastShown.current = session.minutesPlayed;
          remind(session, actionsRef.current);
        })
        .catch(() => undefined);
    }, REALITY_POLL_MS);
    return () => window.clearInterval(timer);
  }, [loggedIn]);
}
