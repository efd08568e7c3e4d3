/** Chinese texts of releasing and following tickets (发单 / 跟单, issue 23); `Msg.follow` in messages.ts. */
export const FollowMsg = {
  releaseNotFound: "发单不存在",
  gameNotReleasable: "该彩种暂不支持发单",
  commissionOverCap: (cap: number) => `佣金比例不能超过${cap}%`,
  ownRelease: "不能跟自己的发单",
  followClosed: "跟单已截止",
  releaseCancelled: "该发单已撤销，不能跟单",
  followMemo: (game: string) => `跟单投注 ${game}`,
  followCommissionMemo: (releaseNo: string) => `跟单佣金 ${releaseNo}`,
  releaseCommissionMemo: (releaseNo: string) => `发单佣金 ${releaseNo}`,
  statusNames: {
    selling: "跟单中",
    closed: "已截止",
    won: "已中奖",
    lost: "未中奖",
    cancelled: "已撤单",
  },
  followStatusNames: {
    pending: "待开奖",
    won: "已中奖",
    lost: "未中奖",
    cancelled: "已撤单",
  },
  privacyNames: { 0: "公开", 2: "截止后公开" },
  contentHidden: "方案内容截止后公开",
  defaultPitch: "跟我一起中大奖！",
  rankTypeNames: { day: "日榜", week: "周榜", month: "月榜", streak: "连红榜" },
  rankFormula: {
    hitRate: "命中率 = 中奖发单数 ÷ 已结算发单数",
    returnRate: "回报率 = 发单奖金 ÷ 发单本金",
    streak: "连红 = 从最近一单往前数连续中奖的发单数",
  },
} as const;
