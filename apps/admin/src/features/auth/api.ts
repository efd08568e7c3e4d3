import type { OperatorLoginModels } from "@lottery/contract";
import { apiGet, apiPost } from "../../lib/api.ts";
import type { OperatorInfo } from "../../lib/session.ts";

export const login = (userName: string, password: string) =>
  apiPost<OperatorLoginModels>("/login", { userName, password });

export const fetchMe = () => apiGet<OperatorInfo>("/me");

export const changeOwnPassword = (oldPassword: string, newPassword: string) =>
  apiPost<OperatorInfo>("/me/password", { oldPassword, newPassword });
