import { gameRules } from "@lottery/rules";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { zoneLabels } from "./zone-labels.ts";

const SSC_POSITIONS = ["万位", "千位", "百位", "十位", "个位"];
const ORDINALS = ["第一位", "第二位", "第三位"];
const CAR_PLACES = [
  "冠军",
  "亚军",
  "第三名",
  "第四名",
  "第五名",
  "第六名",
  "第七名",
  "第八名",
  "第九名",
  "第十名",
];

/** SSC plays on the last positions: 三星 百十个, 二星 十个, 一星 个位; 大小单双 the tens and units. */
const SSC_LAST: Readonly<Record<string, number>> = { "3XZX": 3, "2XZX": 2, "1X": 1, DXDS: 2 };

/** Zone headings of a fast-draw play: positions, places, 和值, 同号/不同号 …; 选号 for one-zone plays. */
export function fastZoneLabels(gameCode: string, play: string): string[] {
  const m = lotteryMessages.lottery.fast;
  const code = play.toUpperCase();
  switch (gameRules(gameCode)?.game.family) {
    case "ssc":
      if (SSC_LAST[code]) return SSC_POSITIONS.slice(5 - SSC_LAST[code]);
      return ["5XZX", "5XTX", "DWD"].includes(code) ? SSC_POSITIONS : [lotteryMessages.lottery.pickZone];
    case "11x5":
      if (code === "Q2ZHIX" || code === "Q3ZHIX") return ORDINALS.slice(0, code === "Q2ZHIX" ? 2 : 3);
      return [lotteryMessages.lottery.pickZone];
    case "k3":
      return k3Labels(code);
    case "pk10":
      return pk10Labels(code);
    case "lyb":
      return [m.pickPicture];
    case "slm":
      return [m.pickOutcome];
    default:
      return zoneLabels(gameCode, play);
  }
}

function k3Labels(play: string): string[] {
  const m = lotteryMessages.lottery.fast;
  if (play === "HZ") return [lotteryMessages.lottery.sumZone];
  if (play === "2THDX") return [m.samePair, m.singleDie];
  if (play === "3THTX" || play === "3LHTX") return [m.allInOne];
  return [lotteryMessages.lottery.pickZone];
}

function pk10Labels(play: string): string[] {
  const m = lotteryMessages.lottery.fast;
  if (play === "DWD" || play === "DXDS") return CAR_PLACES;
  if (play === "LH")
    return CAR_PLACES.slice(0, 5).map((place, i) => m.dragonTiger(place, CAR_PLACES[9 - i] ?? ""));
  if (play === "Q2ZX" || play === "Q3ZX") return CAR_PLACES.slice(0, play === "Q2ZX" ? 2 : 3);
  return [m.firstTwoSum];
}
