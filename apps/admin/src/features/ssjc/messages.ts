/** Texts of the match-guessing page of the console (赛事竞猜, issue 26). */
export const ssjcMessages = {
  title: "赛事竞猜",
  add: "选择比赛",
  edit: "修改",
  remove: "删除",
  removeConfirm: "确定删除该竞猜比赛？",
  dailyLimit: "每人每日竞猜次数",
  saveLimit: "保存",
  columns: {
    match: "比赛",
    kickoffAt: "开赛时间",
    closeAt: "竞猜截止",
    prize: "猜中奖励",
    matchStatus: "比赛状态",
    fullScore: "比分",
    guesses: "竞猜人数",
    won: "猜中人数",
    settled: "派奖",
    enabled: "状态",
    actions: "操作",
  },
  matchStatuses: { selling: "销售中", closed: "已截止", finished: "已完场", cancelled: "已取消" } as Record<
    string,
    string
  >,
  settledYes: "已派奖",
  settledNo: "未派奖",
  form: {
    match: "比赛（销售中的足球比赛）",
    prizeKind: "奖励类型",
    points: "积分",
    packet: "红包（元，仅可购彩）",
    prizeAmount: "奖励数额",
    enabled: "开放竞猜",
    hint: "玩家竞猜主胜/平局/客胜（90分钟比分），猜中得奖励；已提交的竞猜按提交时的奖励派发",
  },
  matchLabel: (num: string, league: string, home: string, away: string) =>
    `${num} ${league} ${home} VS ${away}`,
} as const;
