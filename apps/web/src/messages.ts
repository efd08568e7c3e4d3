/** Every user-facing text of the web app (STYLE: one messages module). Toast texts follow SPEC 8. */
export const messages = {
  brand: "彩票",
  // SPEC 8 toasts
  networkError: "网络错误",
  timeout: "连线超时无回应\n请确认您的网络再尝试",
  loading: "读取中",
  kefuFailed: "获取客服信息失败，请稍后重试",
  comingSoon: "敬请期待",
  transferNotPermitted: "需首充激活账号\n开启转账中心",
  missingRequestMethod: "请求方法缺失，无法发送请求",
  systemBusy: "系统繁忙，请稍后再试",
  offline: "网络已断开，请检查网络连接",

  // shell
  pendingTitle: "功能建设中",
  pendingBody: (path: string) => `页面 ${path} 正在建设中，敬请期待`,
  notFoundTitle: "页面不存在",
  notFoundBody: "您访问的页面不存在或已被移除",
  backHome: "返回首页",
  chunkFailedTitle: "页面加载失败",
  chunkFailedBody: "网络不稳定，页面加载失败",
  retry: "重试",
  pageLoading: "加载中…",

  // tabs
  tabHome: "首页",
  tabResult: "开奖",
  tabTogether: "合买",
  tabMine: "我的",

  // account
  login: "登录",
  register: "注册",
  logout: "退出登录",
  loginTitle: "用户登录",
  registerTitle: "注册账号",
  userNamePlaceholder: "请输入用户名",
  passwordPlaceholder: "请输入密码",
  confirmPasswordPlaceholder: "请再次输入密码",
  agentNoPlaceholder: "请输入邀请码（选填）",
  userNameLabel: "用户名",
  passwordLabel: "密码",
  confirmPasswordLabel: "确认密码",
  agentNoLabel: "邀请码",
  userNameRequired: "请输入用户名",
  passwordRequired: "请输入密码",
  passwordMismatch: "两次输入的密码不一致",
  noAccount: "还没有账号？",
  goRegister: "立即注册",
  haveAccount: "已有账号？",
  goLogin: "立即登录",
  loginSuccess: "登录成功",
  registerSuccess: "注册成功",
  logoutSuccess: "已退出登录",
  balance: "余额",
  yuan: "元",
  welcome: "您好，",
  notLoggedIn: "您还未登录",
  loginHint: "登录后可查看余额与投注记录",
  mineTitle: "我的",
  memberLevel: "会员等级",

  // home
  gameLobby: "热门彩种",
  gameSections: { sports: "竞技彩", number: "数字彩", fast: "高频彩" },

  // maintenance
  trendTitle: "走势图",

  maintainingTitle: "系统维护中",
  maintainingBody: "系统正在维护升级，给您带来不便，敬请谅解",
  recheck: "重新检测",
  stillMaintaining: "系统仍在维护中，请稍后再试",

  // account and profile pages (issue 4) — keep additions inside this section

  // home, content and help pages (issue 10) — keep additions inside this section
} as const;
