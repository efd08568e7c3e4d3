/** The maintenance page (features/system). */
export const systemMessages = {
  maintainingTitle: "系统维护中",
  maintainingBody: "系统正在维护升级，给您带来不便，敬请谅解",
  recheck: "重新检测",
  stillMaintaining: "系统仍在维护中，请稍后再试",
} as const;
