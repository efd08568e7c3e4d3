import { useCallback } from "react";
import { useNavigate } from "react-router";
import { gameRoute } from "@lottery/rules";
import { loginPathFor } from "../../../lib/paths.ts";
import { isLoggedIn } from "../../../lib/session.ts";

/** Opens a game by the game-code rule of SPEC 2.4; games that need a player go through /login. */
export function useOpenGame(): (code: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (code: string) => {
      const route = gameRoute(code);
      if (!route) return;
      navigate(route.needsLogin && !isLoggedIn() ? loginPathFor(route.path) : route.path);
    },
    [navigate],
  );
}
