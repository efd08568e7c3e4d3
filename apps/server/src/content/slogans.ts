import { GAMES, gameDetails, type GameEntry, type GameFamily } from "@lottery/rules";

// Number and sports games each have their own line; fast games say how often they draw.
const BY_CODE: Readonly<Record<string, string>> = {
  jczq: "竞猜足球赛果，2串1轻松过关",
  jclq: "竞猜篮球胜负与分差",
  bjdc: "单场竞猜，场场精彩",
  ctzq: "14场胜负，2元博大奖",
  qwzq: "趣味玩法，轻松看球",
  ssq: "2元可中1000万",
  dlt: "2元可中1000万，追加更多",
  fc3d: "天天开奖，直选奖金1040元",
  pl3: "天天开奖，直选奖金1040元",
  pl5: "天天开奖，单注奖金10万元",
  qlc: "2元可中500万",
  qxc: "2元可中500万",
  xqxc: "天天开奖，七位数字任你猜",
  lhc: "每周三期，生肖波色任你选",
};

const FAMILY_LINES: Partial<Record<GameFamily, string>> = {
  ssc: "猜五位号码",
  "11x5": "11选5，玩法多",
  k3: "猜三颗骰子",
  pk10: "十车竞速，紧张刺激",
  lhc: "生肖波色玩法多",
  lyb: "鱼虾蟹，三骰同乐",
  slm: "射龙门，一球定输赢",
};

function sloganOf(game: GameEntry): string {
  const own = BY_CODE[game.code];
  if (own) return own;
  const schedule = gameDetails(game.code)?.schedule;
  const minutes = schedule?.kind === "intraday" ? (schedule.runs[0]?.intervalSeconds ?? 0) / 60 : 0;
  const line = FAMILY_LINES[game.family] ?? game.name;
  return minutes > 0 ? `${minutes}分钟一期，${line}` : line;
}

/** The games the lobby lists (hidden aliases left out) with their selling lines, in catalogue order. */
export const LISTED_GAMES: readonly { code: string; name: string; slogan: string }[] = GAMES.filter(
  (g) => !g.hidden,
).map((g) => ({ code: g.code, name: g.name, slogan: sloganOf(g) }));
