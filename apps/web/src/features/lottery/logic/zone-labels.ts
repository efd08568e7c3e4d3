import { gameRules } from "@lottery/rules";
import { lotteryMessages } from "../../../messages/lottery.ts";

const POSITIONS_5 = ["万位", "千位", "百位", "十位", "个位"];
const POSITIONS_3 = ["百位", "十位", "个位"];
const QXC = ["第一位", "第二位", "第三位", "第四位", "第五位", "第六位", "第七位"];

/** Zone headings of a play: 红球/蓝球, 前区/后区, 百位…, or 选号 for one-zone plays. */
export function zoneLabels(gameCode: string, play: string): string[] {
  const family = gameRules(gameCode)?.game.family;
  const m = lotteryMessages.lottery;
  switch (family) {
    case "ssq":
      return [m.redBalls, m.blueBalls];
    case "dlt":
      return [m.frontZone, m.backZone];
    case "d3":
      if (play === "ZX") return POSITIONS_3;
      return [play === "ZXHZ" ? m.sumZone : m.pickZone];
    case "pl5":
      return POSITIONS_5;
    case "qxc":
      return QXC;
    case "qlc":
    case "lhc":
      return [m.pickZone];
    default:
      return [];
  }
}

/** Blue balls: SSQ's blue zone, DLT's back zone and QXC's 7th position; red otherwise. */
export function zoneIsBlue(gameCode: string, zoneIndex: number): boolean {
  const family = gameRules(gameCode)?.game.family;
  if (family === "ssq" || family === "dlt") return zoneIndex === 1;
  return family === "qxc" && zoneIndex === 6;
}
