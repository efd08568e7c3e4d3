/** Texts beside the pickers: 遗漏/冷热 figures under the balls, prizes, 玩法说明 (issue 20). */
export const pickerMessages = {
  pickerInfo: {
    statsLabel: "号码统计",
    statModes: { off: "关闭", miss: "遗漏", hot: "冷热" },
    statHint: {
      off: "",
      miss: (n: number) => `数字为当前遗漏：距上次开出的期数（近${n}期）`,
      hot: (n: number) => `数字为近${n}期开出次数，红热蓝冷`,
    },
  },
} as const;
