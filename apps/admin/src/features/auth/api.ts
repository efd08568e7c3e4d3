import { apiGet, apiPost } from "../../lib/api.ts";
import type { OperatorInfo } from "../../lib/session.ts";

export interface LoginModels {
  token: string;
  /** Absent on servers before operator accounts. */
  operator?: OperatorInfo;
}

export const login = (userName: string, password: string) =>
  apiPost<LoginModels>("/login", { userName, password });

export const fetchMe = () => apiGet<OperatorInfo>("/me");

export const changeOwnPassword = (oldPassword: string, newPassword: string) =>
  apiPost<OperatorInfo>("/me/password", { oldPassword, newPassword });
