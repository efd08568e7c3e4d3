/** Web Push of prizes (the 中奖推送 switch on /setting). */
export const pushMessages = {
  push: {
    title: "中奖推送",
    hint: "中奖后第一时间通知到手机（需允许通知）",
    unsupported: "当前浏览器不支持推送，可将本站添加到主屏幕后开启",
    denied: "通知权限未开启，请在浏览器设置中允许本站通知",
    enabled: "已开启中奖推送",
    disabled: "已关闭中奖推送",
    failed: "推送设置失败，请稍后重试",
  },
} as const;
