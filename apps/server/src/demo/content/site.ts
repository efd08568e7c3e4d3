/**
 * Demo banners, notices, dialogs and bulletins of the embedded setup. Bodies are plain text with
 * paragraphs separated by "\n". Times are given relative to the moment of seeding.
 */

/** Home carousel; the SVG files live in apps/web/public/banners. */
export const DEMO_BANNERS = [
  { title: "双色球 2元可中1000万", image: "/banners/01.svg", link: "/ssq" },
  { title: "竞彩足球 赛事竞猜", image: "/banners/02.svg", link: "/jczq" },
  { title: "精彩活动 新人指南", image: "/banners/03.svg", link: "/activityList" },
  { title: "下载App 开奖提醒不错过", image: "/banners/04.svg", link: "DOWNLOAD" },
] as const;

export const DEMO_NOTICES = [
  {
    title: "防诈骗提醒：官方不会索要密码和验证码",
    daysAgo: 0,
    pinned: true,
    content: [
      "近期有不法分子冒充平台客服，以“账户异常”“中奖需缴税”“返还投注金”等理由联系用户，诱导转账或索要验证码。",
      "平台工作人员不会以任何理由索要您的登录密码、资金密码或短信验证码，也不会要求您向个人账户转账。",
      "平台所有充值只通过充值页面中列出的渠道完成，奖金自动派发到您的账户余额，领奖无需缴纳任何费用。",
      "如接到可疑电话或消息，请立即停止操作，并通过“在线客服”核实。如已造成损失，请及时向当地公安机关报案。",
    ].join("\n"),
  },
  {
    title: "新用户指南：注册、实名与首次购彩",
    daysAgo: 1,
    pinned: false,
    content: [
      "欢迎加入！注册只需设置4-16位以字母开头的用户名和6-20位密码。",
      "注册后建议尽快绑定手机号：找回密码、验证码登录都需要已绑定的手机号。",
      "提现前需完成实名认证，认证信息须与本人身份证一致，且须年满18周岁。",
      "选好彩种后即可投注，投注记录、资金明细均可在“我的”页面随时查看。祝您购彩愉快，请理性投注。",
    ].join("\n"),
  },
  {
    title: "充值到账说明",
    daysAgo: 2,
    pinned: false,
    content: [
      "充值在支付渠道确认付款成功后自动到账，通常在1分钟内完成，到账后可在“资金明细”中查看记录。",
      "同一笔付款无论支付渠道通知几次，都只会入账一次，请勿因页面未及时刷新而重复付款。",
      "如付款成功超过10分钟仍未到账，请保留付款截图并联系在线客服，我们会为您核实处理。",
    ].join("\n"),
  },
  {
    title: "开奖时间调整说明",
    daysAgo: 4,
    pinned: false,
    content: [
      "双色球于每周二、四、日21:15开奖，七乐彩于每周一、三、五21:15开奖，当日20:00截止销售。",
      "大乐透于每周一、三、六21:25开奖，排列三、排列五每日21:25开奖，当日20:00截止销售。",
      "快开彩种的开奖间隔和每日期数以各彩种页面显示为准，每期在开奖前停止销售。",
      "如遇法定节假日休市或官方调整，平台将另行公告，敬请留意。",
    ].join("\n"),
  },
  {
    title: "系统维护通知",
    daysAgo: 6,
    pinned: false,
    content: [
      "为提升服务质量，平台将于本周四凌晨02:00至04:00进行系统维护。",
      "维护期间暂停登录、充值、提现和投注，已投注的订单不受影响，开奖和派奖将在维护结束后照常进行。",
      "维护时间如有变动将另行通知，给您带来的不便敬请谅解。",
    ].join("\n"),
  },
] as const;

export const DEMO_DIALOGS = [
  {
    title: "欢迎来到彩票平台",
    audience: "guest",
    image: "",
    link: "/register",
    content: [
      "注册账号即可购买双色球、大乐透、竞彩足球等40余种彩票，开奖结果实时查询。",
      "彩票有风险，购彩需理性。未满18周岁不得购彩。",
    ].join("\n"),
  },
  {
    title: "理性购彩提醒",
    audience: "player",
    image: "",
    link: "/activityList",
    content: [
      "购彩是一种娱乐方式，请量力而行，不要把彩票当作投资或赚钱的手段。",
      "建议为自己设定每月的购彩预算，切勿借钱购彩、追求“回本”。",
    ].join("\n"),
  },
] as const;

export const DEMO_BULLETINS = [
  {
    title: "开奖公告页面上线",
    content: [
      "“开奖公告”页面现已上线，可按彩种查看最新开奖号码、历史开奖和每期奖级。",
      "在首页点击“开奖公告”即可进入，快开彩种的结果会在开奖后第一时间更新。",
    ].join("\n"),
  },
  {
    title: "理性购彩，快乐生活",
    content: [
      "感谢您选择我们。彩票的意义在于娱乐和公益，请以平常心对待每一次开奖。",
      "如发现自己或身边的人购彩失去节制，请及时停下来，必要时向家人和专业机构寻求帮助。",
    ].join("\n"),
  },
] as const;
