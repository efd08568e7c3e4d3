/** The public fairness page (features/fairness, /fairness): house draws, the verify commands, prize tables. */
export const fairnessMessages = {
  fairnessTitle: "公平性",
  fairnessLink: "公平性说明",
  fairnessIntro:
    "本站自营彩种和即开游戏均可验证公平：开奖前先公布种子的SHA-256哈希（承诺），开奖后公开种子，任何人都能用公开的数据重算结果，无需登录。",
  fairnessHouseTitle: "自营彩种的种子承诺",
  fairnessHouseHint:
    "点开彩种查看下一期的种子哈希和最近一期公开的种子。种子按哈希链生成：每期的种子哈希等于上一期公开的种子，事后无法更改。",
  fairnessUpcoming: (issue: string) => `第${issue}期 种子哈希（已承诺）`,
  fairnessNoUpcoming: "暂无待开奖期号",
  fairnessRevealed: (issue: string) => `第${issue}期 已公开种子`,
  fairnessNumbers: (numbers: string) => `开奖号码：${numbers}`,
  fairnessNoRevealed: "暂无已开奖期号",
  fairnessVerifyIssue: "查看并验证本期",
  fairnessHistory: "历史开奖",
  fairnessHowTitle: "自己动手验证",
  fairnessHowDraw:
    "自营彩种：在电脑上下载本站公开的源代码后运行下面的命令，填入彩种代码、期号和公开的种子（或用 --url 直接读取本站公开的数据），程序会检查种子的哈希与开奖前公布的承诺是否一致，并重算开奖号码。",
  fairnessDrawCommand: "npm run verify:draw -- --game jlffc --issue 期号 --seed 种子 --hash 种子哈希",
  fairnessHowPlay:
    "即开游戏（刮刮乐、老虎机）：每位玩家有自己的服务端种子，哈希在游戏前公布；在「公平性验证」页更换种子后即公开原种子，再用下面的命令按客户端种子和局号重算任意一局。",
  fairnessPlayCommand:
    "npm run verify:play -- --game slot --seed 服务端种子 --client 客户端种子 --nonce 局号",
  fairnessExitNote: "命令全部一致时提示通过；有任何不一致都会明确指出。",
  fairnessMyVerify: "验证我的即开游戏",
  fairnessScratchTitle: "刮刮乐奖级结构（公开）",
  fairnessScratchHint: "每批刮刮乐的奖级、张数在开售前固定，返奖率按全部卡片精确计算。",
  fairnessNoScratch: "暂无在售刮刮乐",
  fairnessSlotTitle: "老虎机赔付表（公开）",
  fairnessEggTitle: "砸金蛋奖表（公开）",
  fairnessMore: "查看 ›",
  fairnessBatch: (name: string, price: number, cards: number) => `${name} · ${price}元/张 · 共${cards}张`,
} as const;
