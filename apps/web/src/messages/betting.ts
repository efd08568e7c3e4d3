/** The shared betting controls (issue 20): the whole-number count field and the payment confirmation. */
export const bettingMessages = {
  countField: {
    /** What the box beside it says of its limit. */
    max: (max: number, unit: string) => `最多${max}${unit}`,
    range: (min: number, max: number, unit: string) => `${min}～${max}${unit}`,
    step: (step: number, min: number, max: number, unit: string) =>
      `${step}${unit}的整数倍，${min}～${max}${unit}`,
    decrease: (label: string) => `${label}减少`,
    increase: (label: string) => `${label}增加`,
  },
  payConfirm: {
    title: "确认支付",
    /** The amount line every confirmation ends with. */
    amount: (yuan: string) => `本次支付 ${yuan}元`,
    pay: "确认支付",
    cancel: "取消",
  },
} as const;
