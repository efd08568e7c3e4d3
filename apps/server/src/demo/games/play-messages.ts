/** The demo game page's Chinese text (the page is served by the server, outside apps/web). */
export const DEMO_GAME_TEXT = {
  title: "游戏",
  expired: "游戏链接已失效，请返回平台重新进入游戏",
  balance: "游戏余额",
  yuan: "元",
  bet: "投注",
  spin: "开始旋转",
  deal: "发牌",
  dragon: "龙",
  tiger: "虎",
  tie: "和",
  win: "赢得",
  lose: "未中奖",
  busy: "网络繁忙，请稍后再试",
  slotRule: "三个相同：樱桃5倍、柠檬8倍、铃铛10倍、星星20倍、7为50倍；两个相同退还一半",
  dragonRule: "押龙或虎：赢得2倍，开和退还一半；押和：赢得12倍",
  note: "演示游戏平台：使用转入本平台的游戏余额，转出时输赢计入主钱包",
} as const;
