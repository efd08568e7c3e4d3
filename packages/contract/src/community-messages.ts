/** Chinese texts of the players' community (issue 24); `Msg.community` in messages.ts. */
export const CommunityMsg = {
  attentionSelf: "不能关注自己",
  playerNotFound: "玩家不存在",
  targetNotFound: "评论对象不存在",
  commentNotFound: "评论不存在",
  sensitiveWord: "内容含有敏感词，请修改后再发",
  commentBanned: "您已被禁止评论，如有疑问请联系客服",
  tooManyComments: "评论太频繁，请稍后再试",
  pendingName: "审核中",
  statusNames: { pending: "待审核", approved: "已通过", hidden: "已隐藏" },
  badges: {
    streak: (n: number) => `${n}连红`,
    hitRate: (rate: number) => `命中率${rate}%`,
    bigWin: (n: number) => `大奖${n}次`,
  },
  releaseNoticeTitle: "关注动态",
  releaseNotice: (name: string, game: string) => `您关注的${name}发布了${game}发单，快去看看吧`,
  schemeNotice: (name: string, game: string) => `您关注的${name}发起了${game}合买，快去看看吧`,
} as const;
