/** Texts of the instant-game pages of the console (issue 26). */
export const instantMessages = {
  batches: {
    title: "刮刮乐批次",
    add: "新建批次",
    columns: {
      id: "批次",
      name: "名称",
      price: "售价(元)",
      cards: "总张数",
      sold: "已售",
      left: "剩余",
      topPrize: "头奖(元)",
      topLeft: "头奖剩余",
      returnPercent: "返奖率%",
      sales: "销售额(元)",
      prizes: "已定奖金(元)",
      tiers: "奖级结构",
      revealMinutes: "自动开奖(分钟)",
      enabled: "状态",
      createdAt: "创建时间",
      actions: "操作",
    },
    tierRow: (prize: number, count: number, left: number) =>
      prize > 0 ? `${prize}元×${count}（剩${left}）` : `未中奖×${count}（剩${left}）`,
    tierPrize: "奖金(元)",
    tierCount: "张数",
    addTier: "添加奖级",
    fixedHint: "奖级结构创建后不可修改，玩家可在大厅看到全部奖级与返奖率",
    stop: "停售",
    resume: "恢复销售",
  },
} as const;
