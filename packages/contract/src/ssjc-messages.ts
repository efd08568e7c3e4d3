/** Chinese texts of match guessing (赛事竞猜, issue 26); `Msg.ssjc`. */
export const SsjcMsg = {
  name: "赛事竞猜",
  matchNotOpen: "该场比赛未开放竞猜",
  closed: "该场比赛竞猜已截止",
  alreadyGuessed: "您已竞猜过该场比赛",
  dailyLimit: (n: number) => `今日竞猜次数已用完（每日${n}次）`,
  notFootball: "只能选择足球比赛",
  matchDecided: "该场比赛已有赛果，不能选为竞猜",
  hasGuesses: "已有玩家竞猜，不能删除",
  pickNames: { "3": "主胜", "1": "平局", "0": "客胜" } as Record<string, string>,
  statusNames: { pending: "待开奖", won: "猜中", lost: "未中", void: "已取消" } as Record<string, string>,
  prizeText: (kind: string, amount: number) => (kind === "packet" ? `${amount}元红包` : `${amount}积分`),
  prizeMemo: (home: string, away: string) => `赛事竞猜猜中 ${home}VS${away}`,
  packetName: (yuan: number) => `赛事竞猜${yuan}元红包`,
} as const;
