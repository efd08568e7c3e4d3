/** The player's profile as every account call returns it (API.md §3). Money in yuan. */
export interface UserInfo {
  Mid: number;
  UserName: string;
  NickName: string;
  Avatar: string;
  Balance: number;
  GameTransferPermission: boolean;
  Level: number;
  v: number;
  RealNameBound: boolean;
  PhoneBound: boolean;
  EmailBound: boolean;
}

export interface AuthModels {
  token: string;
  userInfo: UserInfo;
}

export interface ServerTimeModels {
  serverTime: string;
  timestamp: number;
}

export interface SystemStatusModels {
  maintenance: boolean;
  message: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
}
