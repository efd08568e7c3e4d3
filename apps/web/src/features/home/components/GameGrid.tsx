import { Grid } from "antd-mobile";
import { useNavigate } from "react-router";
import { GAMES, gameRoute, type GameEntry } from "@lottery/rules";
import { loginPathFor } from "../../../lib/paths.ts";
import { isLoggedIn } from "../../../lib/session.ts";
import { messages } from "../../../messages.ts";

type Section = keyof typeof messages.gameSections;

function sectionOf(game: GameEntry): Section {
  if (game.kind === "sports") return "sports";
  if (game.kind === "number") return "number";
  return "fast";
}

const SECTIONS: ReadonlyArray<{ key: Section; games: GameEntry[] }> = (
  ["sports", "number", "fast"] as const
).map((key) => ({ key, games: GAMES.filter((g) => !g.hidden && sectionOf(g) === key) }));

/** The lobby: every listed game; a tap follows the game-code rule of SPEC 2.4. */
export function GameGrid() {
  const navigate = useNavigate();
  const open = (code: string) => {
    const route = gameRoute(code);
    if (!route) return;
    if (route.needsLogin && !isLoggedIn()) navigate(loginPathFor(route.path));
    else navigate(route.path);
  };
  return (
    <>
      {SECTIONS.map(({ key, games }) => (
        <section className="game-section" key={key}>
          <div className="game-section-title">{messages.gameSections[key]}</div>
          <Grid columns={4}>
            {games.map((game) => (
              <Grid.Item key={game.code}>
                <button type="button" className="game-cell" onClick={() => open(game.code)}>
                  <span className={`game-icon kind-${key}`}>{game.name.slice(0, 1)}</span>
                  <span className="game-name">{game.name}</span>
                </button>
              </Grid.Item>
            ))}
          </Grid>
        </section>
      ))}
    </>
  );
}
