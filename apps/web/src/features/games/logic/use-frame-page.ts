import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useGoBack } from "../../../lib/go-back.ts";
import { paths } from "../../../lib/paths.ts";
import { storage } from "../../../lib/storage.ts";
import { launchUrl } from "../api/games.ts";
import type { TapKind } from "./floating-ball.ts";
import { tapAction } from "./floating-ball.ts";
import { frameHeader, frameMessageTarget, framePageStateOf, type FramePageState } from "./frame-page.ts";

const EMPTY: FramePageState = { url: "", title: "" };

/** Asks the game's URL when the state names a game; null until known (a refusal was toasted). */
function useGameSource(state: FramePageState, attempt: number): string | null {
  const [src, setSrc] = useState<string | null>(state.url || null);
  const { company, gamecode, url } = state;
  useEffect(() => {
    if (url || !company || !gamecode) return;
    let live = true;
    launchUrl(company, gamecode).then(
      (next) => live && setSrc(next),
      () => undefined, // the request helper has shown the refusal; the frame acts on success only
    );
    return () => {
      live = false;
    };
  }, [url, company, gamecode, attempt]);
  return src;
}

/** Window messages of a framed page (SPEC 4): gologin, goyuEBao, navigateToHome. */
function useFrameMessages(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frameMessageTarget(event.data);
      if (target) void navigate(target);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [navigate]);
}

/** GF_CQ9: the first turn to landscape refetches the game URL and remounts the frame (SPEC 4). */
function useLandscapeOnce(active: boolean, onLandscape: () => void): void {
  useEffect(() => {
    if (!active || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(orientation: landscape)");
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener("change", onChange);
      onLandscape();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [active, onLandscape]);
}

/** /iframePage and /iframePage2: the route state, the frame's source, and what the header and ball do. */
export function useFramePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const state = framePageStateOf(location.state) ?? EMPTY;
  const [frameKey, setFrameKey] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const src = useGameSource(state, attempt);
  const isGame = state.title === "game";
  const [tutorial, setTutorial] = useState(isGame);
  useFrameMessages();
  const refetch = useCallback(() => {
    setAttempt((n) => n + 1);
    setFrameKey((n) => n + 1);
  }, []);
  useLandscapeOnce(state.type === "GF_CQ9", refetch);

  const reload = () => setFrameKey((n) => n + 1);
  const close = (home: boolean) => (home ? void navigate(paths.home) : goBack());
  const onTap = (kind: TapKind) => {
    const action = tapAction(kind, { sjb: Boolean(state.sjb), type: state.type });
    if (action === "reload") reload();
    else if (action !== "none") close(action === "home");
  };
  const onBack = () => {
    if (state.title === "acti") {
      // SPEC 4: back from an activity restores the home tab and forgets the post-login target.
      storage.set("tabIndex", storage.get("previousTabIndex") ?? 0);
      storage.remove("postLoginUrl");
    }
    goBack();
  };
  const closeTutorial = useCallback(() => setTutorial(false), []);
  return {
    state,
    header: frameHeader(state),
    src,
    frameKey,
    isGame,
    tutorial,
    closeTutorial,
    leaveGame: () => close(state.type === "TZ" || state.type === "BB"),
    onTap,
    onBack,
    reload,
  };
}
