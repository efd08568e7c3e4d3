import { apiPost } from "../../lib/api.ts";

export interface Promotion {
  id: number;
  kind: "first_recharge" | "red_packet";
  title: string;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  sort: number;
  enabled: boolean;
  turnoverPercent: number;
  percent?: number;
  cap?: number;
  minRecharge?: number;
  min?: number;
  max?: number;
}

export const PROMOTIONS_PATH = "/promotions";
export const savePromotion = (body: Record<string, unknown>) => apiPost<Promotion>(PROMOTIONS_PATH, body);
export const setPromotionEnabled = (id: number, enabled: boolean) =>
  apiPost<Promotion>("/promotions/enabled", { id, enabled });
