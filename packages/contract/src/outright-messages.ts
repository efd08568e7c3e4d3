/** Chinese texts of the outright market (猜冠军, issue 26); `Msg.outright`. */
export const OutrightMsg = {
  gameName: "欧洲杯冠军",
  marketName: "欧洲杯猜冠军",
  playName: "冠军",
  stateNames: { open: "销售中", closed: "暂停销售", decided: "已开奖", void: "已取消" } as Record<
    string,
    string
  >,
  notOpen: "冠军竞猜暂未开售",
  teamNotFound: (team: string) => `没有该球队：${team}`,
  teamNotSelling: (team: string) => `${team}已停售`,
  decided: "冠军已公布，不能再更改",
  betMemo: "欧洲杯猜冠军投注",
  prizeMemo: (orderNo: string) => `欧洲杯猜冠军中奖 ${orderNo}`,
  refundMemo: (orderNo: string) => `欧洲杯猜冠军退款 ${orderNo}`,
  pickLabel: (team: string, sp: string) => `${team}（${sp}）`,
} as const;
