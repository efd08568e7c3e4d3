import { z } from "zod";
import { Msg } from "@lottery/contract";
import type { SettingDef } from "../system/settings-store.ts";

/** The console's canned replies (快捷回复), operator-managed. */
export const KEFU_CANNED = {
  key: "kefu_canned",
  schema: z.object({
    replies: z
      .array(z.string().trim().min(1).max(500))
      .max(30, { error: Msg.kefu.cannedTooMany })
      .default([
        "您好，很高兴为您服务，请问有什么可以帮您？",
        "请稍等，正在为您查询。",
        "充值到账一般需要1-3分钟，请稍后刷新余额。",
        "提现需完成投注流水，审核通过后约30分钟到账。",
        "感谢您的耐心等待，还有其他问题吗？",
      ]),
  }),
} satisfies SettingDef<z.ZodType>;
