/**
 * The European Championship (欧洲杯, league `ozb`): six groups of four. A match between two teams of
 * one group is a group-stage match (SJBMatchAll, SJBGroupStageResult); the demo feed plays this draw.
 */
export const OZB_GROUPS: Readonly<Record<string, readonly string[]>> = {
  A: ["英格兰", "塞尔维亚", "丹麦", "斯洛文尼亚"],
  B: ["西班牙", "克罗地亚", "意大利", "阿尔巴尼亚"],
  C: ["德国", "苏格兰", "匈牙利", "瑞士"],
  D: ["法国", "荷兰", "奥地利", "波兰"],
  E: ["比利时", "罗马尼亚", "斯洛伐克", "乌克兰"],
  F: ["葡萄牙", "土耳其", "捷克", "格鲁吉亚"],
};

/** The group both teams play in, or null (knock-out or friendly). */
export function ozbGroupOf(home: string, away: string): string | null {
  for (const [group, teams] of Object.entries(OZB_GROUPS)) {
    if (teams.includes(home) && teams.includes(away)) return group;
  }
  return null;
}

/** The six rounds-of-pairs of a group of four: round r (0–2) plays [a, b] pairs by index. */
export const OZB_ROUNDS: readonly (readonly [number, number])[][] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [3, 1],
  ],
  [
    [3, 0],
    [1, 2],
  ],
];
