import type {
  ActivitySettingModels,
  AppHomePageInfoModels,
  BannerListModels,
  HomePageInfoModels,
  NoticeBrief,
  UserInfo,
} from "@lottery/contract";

/**
 * Typed storage for every stored item of SPEC 3, with ONE key table. Values are JSON.
 * `local` survives the browser session (login, preferences, positions); `session` lasts one tab
 * session (things SPEC 2.2/7.3 keep in session, and data refetched each visit).
 */
export type StorageArea = "local" | "session";

export interface StoredItems {
  // session and login
  token: string;
  userInfo: UserInfo;
  autoLogin: boolean;
  /** Set once per browser session: its absence at start means the browser was closed (SPEC 4 auto-login). */
  browserSession: boolean;
  clientType: number;
  agentId: string;
  agentNo: string;
  // addresses and config
  baseUrl: { host: string; base: string };
  rechargeUrl: string;
  allConfigInfo: ActivitySettingModels;
  fingerprint: string;
  clientIp: string;
  // cached lists
  homeLotteryList: AppHomePageInfoModels;
  carousel: BannerListModels;
  tabInfo: HomePageInfoModels;
  noticeList: NoticeBrief[];
  favourites: string[];
  searchData: string[];
  allLotteryList: unknown[];
  // heartbeat counters
  heartbeatCount: number;
  heartbeatIdentify: string;
  lastHeartbeatTime: number;
  offlineMinutes: number;
  // banner update times (ms since epoch)
  homePopupBannerTime: string;
  rechargeBannerTime: number;
  mineBannerTime: number;
  withdrawBannerTime: number;
  // flags and misc
  banned: boolean;
  profileImage: string;
  mailType: string;
  lastPage: string;
  tabIndex: number;
  homeContentTab: number;
  previousTabIndex: number;
  postLoginUrl: string;
  // floating ball of the embedded game page
  floatBallLeft: number;
  floatBallTop: number;
  // game lobby (issue 28): "company/code" of favourite and recently opened games, newest first
  gameFavourites: string[];
  recentGames: string[];
  // recharge (issue 5): the last amount and channel used, to prefill the next recharge
  lastRecharge: { channel: string; amount: string };
  // version check: the newer version the player was last offered (asked once per version)
  versionAsked: number;
  // live scores (issue 27): match ids the player starred (关注), newest first
  starredMatches: string[];
}

export type StoredItemName = keyof StoredItems;

const PREFIX = "h5.";

/** The key table: item → storage area and key. */
export const STORAGE_KEYS: { readonly [K in StoredItemName]: { area: StorageArea; key: string } } = {
  token: { area: "local", key: `${PREFIX}token` },
  userInfo: { area: "local", key: `${PREFIX}userInfo` },
  autoLogin: { area: "local", key: `${PREFIX}autoLogin` },
  browserSession: { area: "session", key: `${PREFIX}browserSession` },
  clientType: { area: "session", key: `${PREFIX}clientType` },
  agentId: { area: "local", key: `${PREFIX}agentId` },
  agentNo: { area: "local", key: `${PREFIX}agentNo` },
  baseUrl: { area: "local", key: `${PREFIX}baseUrl` },
  rechargeUrl: { area: "session", key: `${PREFIX}rechargeUrl` },
  allConfigInfo: { area: "session", key: `${PREFIX}allConfigInfo` },
  fingerprint: { area: "local", key: `${PREFIX}fingerprint` },
  clientIp: { area: "session", key: `${PREFIX}clientIp` },
  homeLotteryList: { area: "session", key: `${PREFIX}homeLotteryList` },
  carousel: { area: "session", key: `${PREFIX}carousel` },
  tabInfo: { area: "session", key: `${PREFIX}tabInfo` },
  favourites: { area: "local", key: `${PREFIX}favourites` },
  searchData: { area: "local", key: `${PREFIX}searchData` },
  allLotteryList: { area: "session", key: `${PREFIX}allLotteryList` },
  noticeList: { area: "session", key: `${PREFIX}noticeList` },
  heartbeatCount: { area: "local", key: `${PREFIX}heartbeatCount` },
  heartbeatIdentify: { area: "local", key: `${PREFIX}heartbeatIdentify` },
  lastHeartbeatTime: { area: "local", key: `${PREFIX}lastHeartbeatTime` },
  offlineMinutes: { area: "local", key: `${PREFIX}offlineMinutes` },
  homePopupBannerTime: { area: "local", key: `${PREFIX}homePopupBannerTime` },
  rechargeBannerTime: { area: "local", key: `${PREFIX}rechargeBannerTime` },
  mineBannerTime: { area: "local", key: `${PREFIX}mineBannerTime` },
  withdrawBannerTime: { area: "local", key: `${PREFIX}withdrawBannerTime` },
  banned: { area: "local", key: `${PREFIX}banned` },
  profileImage: { area: "local", key: `${PREFIX}profileImage` },
  mailType: { area: "session", key: `${PREFIX}mailType` },
  lastPage: { area: "session", key: `${PREFIX}lastPage` },
  tabIndex: { area: "session", key: `${PREFIX}tabIndex` },
  homeContentTab: { area: "session", key: `${PREFIX}homeContentTab` },
  previousTabIndex: { area: "session", key: `${PREFIX}previousTabIndex` },
  postLoginUrl: { area: "session", key: `${PREFIX}postLoginUrl` },
  floatBallLeft: { area: "local", key: `${PREFIX}floatBallLeft` },
  floatBallTop: { area: "local", key: `${PREFIX}floatBallTop` },
  gameFavourites: { area: "local", key: `${PREFIX}gameFavourites` },
  recentGames: { area: "local", key: `${PREFIX}recentGames` },
  lastRecharge: { area: "local", key: `${PREFIX}lastRecharge` },
  versionAsked: { area: "local", key: `${PREFIX}versionAsked` },
  starredMatches: { area: "local", key: `${PREFIX}starredMatches` },
};

/** Per-game caches of SPEC 3, one key per game code: `h5.<item>.<gameCode>`. */
export const PER_GAME_ITEMS = {
  bettingRecord: "local",
  confirmation: "local",
  reConfirmation: "local",
  issueNumber: "session",
  /** The picker's figures under the balls: off, 遗漏 or 冷热 (issue 20). */
  pickStats: "local",
} as const satisfies Record<string, StorageArea>;

export type PerGameItem = keyof typeof PER_GAME_ITEMS;

function area(which: StorageArea): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function read<T>(which: StorageArea, key: string): T | undefined {
  const raw = area(which)?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

function write(which: StorageArea, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded: a cache miss later is harmless
  }
}

export const storage = {
  get<K extends StoredItemName>(name: K): StoredItems[K] | undefined {
    const { area: which, key } = STORAGE_KEYS[name];
    return read<StoredItems[K]>(which, key);
  },
  set<K extends StoredItemName>(name: K, value: StoredItems[K]): void {
    const { area: which, key } = STORAGE_KEYS[name];
    write(which, key, value);
  },
  remove(name: StoredItemName): void {
    const { area: which, key } = STORAGE_KEYS[name];
    area(which)?.removeItem(key);
  },
  getPerGame<T>(item: PerGameItem, gameCode: string): T | undefined {
    return read<T>(PER_GAME_ITEMS[item], perGameKey(item, gameCode));
  },
  setPerGame(item: PerGameItem, gameCode: string, value: unknown): void {
    write(PER_GAME_ITEMS[item], perGameKey(item, gameCode), value);
  },
  removePerGame(item: PerGameItem, gameCode: string): void {
    area(PER_GAME_ITEMS[item])?.removeItem(perGameKey(item, gameCode));
  },
};

export function perGameKey(item: PerGameItem, gameCode: string): string {
  return `${PREFIX}${item}.${gameCode.toLowerCase()}`;
}
