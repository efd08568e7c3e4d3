import { TIME_BASED_CODES } from "../catalogue/games.ts";

/** Where a game code leads, or a refusal to navigate. */
export type GameRoute = { path: string; needsLogin: boolean } | false;

const TABLE: Readonly<Record<string, string>> = {
  jczq: "/jczq",
  jclq: "/jclq",
  bjdc: "/bjdc",
  ctzq: "/ctzq",
  ssq: "/ssq",
  dlt: "/dlt",
  fc3d: "/fc3dpl3/fc3d",
  pl3: "/fc3dpl3/pl3",
  qlc: "/qlc",
  qxc: "/qxc",
  xqxc: "/xqxc",
  pl5: "/pl5",
  qwzq: "/qwzq",
  lhc: "/lhc",
  europecup: "/EuropeCup",
  sjb: "/sjb",
  scratchlobby: "/scratchLobby",
  europecupeventpage: "/EuropeCupEventPage",
  ogbeventpage: "/OgbEventPage",
};

const TIME_BASED = new Set(TIME_BASED_CODES);

/**
 * The game-code → route rule of SPEC 2.4. Returns false when the flag is truthy or nothing matches.
 * lyb and slm need a logged-in player (needsLogin: the caller sends others to /login).
 * One addition: quick-three codes spelt "ks" (jsks) go to /k3 like those spelt "k3".
 */
export function gameRoute(gameCode: string, flag?: unknown): GameRoute {
  if (flag) return false;
  const code = gameCode.toLowerCase();
  if (TIME_BASED.has(code) || code.includes("11x5") || code === "syxw") return open(`/ssc/${code}`);
  if ((code.includes("k3") || code === "jsks") && !code.includes("lyb")) return open(`/k3/${code}`);
  if (code.includes("xyft") || code.includes("pk10")) return open(`/xyft/${code}`);
  if (code.includes("qwlhc") || code.includes("xamlhc")) return open(`/qwlhc/${code}`);
  if (code.includes("lyb")) return { path: `/LYB/${code.toUpperCase()}`, needsLogin: true };
  if (code.includes("slm")) return { path: `/shootingDragonDoor/${code.toUpperCase()}`, needsLogin: true };
  const path = TABLE[code];
  return path ? open(path) : false;
}

function open(path: string): GameRoute {
  return { path, needsLogin: false };
}
