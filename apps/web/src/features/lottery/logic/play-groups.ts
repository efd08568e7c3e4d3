import { gameRules, type GameFamily, type PlayDef } from "@lottery/rules";
import { playDefsOf } from "./games.ts";

/** A heading of the play switch and the plays under it. */
export interface PlayGroup {
  name: string;
  plays: readonly PlayDef[];
}

/**
 * How the families with many plays group them (the usual 五星/三星/二星 … of fast-draw apps); a
 * family not listed shows its plays in one row.
 */
const GROUPS: Partial<Record<GameFamily, readonly (readonly [string, readonly string[]])[]>> = {
  ssc: [
    ["五星", ["5XZX", "5XTX"]],
    ["三星", ["3XZX", "3XZ3", "3XZ6"]],
    ["二星", ["2XZX", "2XZU"]],
    ["一星", ["1X", "DWD"]],
    ["大小单双", ["DXDS"]],
  ],
  "11x5": [
    ["任选", ["RX1", "RX2", "RX3", "RX4", "RX5", "RX6", "RX7", "RX8"]],
    ["前二", ["Q2ZHIX", "Q2ZUX"]],
    ["前三", ["Q3ZHIX", "Q3ZUX"]],
  ],
  k3: [
    ["和值", ["HZ"]],
    ["三同号", ["3THTX", "3THDX"]],
    ["二同号", ["2THFX", "2THDX"]],
    ["不同号", ["3BTH", "2BTH"]],
    ["三连号", ["3LHTX"]],
  ],
  // 六合彩: the HK$10 unit and the half unit.
  lhc: [
    ["10元", ["DS10", "FS10", "DT10"]],
    ["5元", ["DS05", "FS05", "DT05"]],
  ],
  pk10: [
    ["定位胆", ["DWD"]],
    ["冠亚和", ["GYH", "GYHDXDS"]],
    ["两面", ["DXDS", "LH"]],
    ["前二前三", ["Q2ZX", "Q3ZX"]],
  ],
};

/** The game's plays in groups (play-groups.test.ts checks each play is in exactly one group). */
export function playGroupsOf(gameCode: string): PlayGroup[] {
  const plays = playDefsOf(gameCode);
  const table = GROUPS[gameRules(gameCode)?.game.family ?? "ssq"];
  if (!table) return [{ name: "", plays }];
  return table
    .map(([name, codes]) => ({ name, plays: plays.filter((p) => codes.includes(p.code)) }))
    .filter((g) => g.plays.length > 0);
}

/** The group holding a play (the first group when the play is unknown). */
export function groupOf(groups: readonly PlayGroup[], play: string): PlayGroup | undefined {
  return groups.find((g) => g.plays.some((p) => p.code === play.toUpperCase())) ?? groups[0];
}
