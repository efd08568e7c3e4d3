/** Chinese texts of instant games (issue 26): fairness, scratch cards, the slot machine; `Msg.instant`. */
export const InstantMsg = {
  batchNotFound: "该刮刮乐已停售",
  soldOut: "该刮刮乐已售罄",
  cardNotFound: "刮刮乐不存在",
  notEnoughPoints: "积分不足",
  noChances: "暂无免费次数",
  playNotFound: "游戏记录不存在",
  clientSeedTaken: "客户端种子与当前相同",
  scratchName: "刮刮乐",
  scratchBuyMemo: (name: string) => `购买刮刮乐 ${name}`,
  scratchPrizeMemo: (name: string) => `刮刮乐中奖 ${name}`,
  slotName: "幸运老虎机",
  slotStakeMemo: "老虎机投注",
  slotPrizeMemo: (line: string) => `老虎机中奖 ${line}`,
  slotPacketName: (yuan: string) => `老虎机${yuan}元红包`,
  chanceReasons: {
    daily: "每日免费一次",
    checkin: "今日已签到",
    bet: "今日已投注彩票",
  },
  slotLineNames: {
    "3:diamond": "三个钻石",
    "3:seven": "三个7",
    "3:bell": "三个铃铛",
    "3:melon": "三个西瓜",
    "3:lemon": "三个柠檬",
    "3:cherry": "三个樱桃",
    "2:cherry": "两个樱桃",
  } as Record<string, string>,
  // operator console
  batchCreated: "已创建刮刮乐批次",
} as const;
