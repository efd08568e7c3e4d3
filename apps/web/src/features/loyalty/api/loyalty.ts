import { useQuery } from "@tanstack/react-query";
import type {
  BuyProductModels,
  CheckinModels,
  CheckinRecordModels,
  ClaimHonorGiftModels,
  ClaimTaskModels,
  LoyaltyTask,
  TaskCode,
  GrowthRecord,
  InventoryItem,
  ItemState,
  LevelPrivilegesModels,
  Paged,
  PointsRecord,
  StoreProductsModels,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

export { useMemberInfo } from "../../../lib/api/member-info.ts";

/** Every loyalty query sits under this key, so a check-in or a purchase refreshes them all. */
export const loyaltyKey = ["loyalty"] as const;

function useMid() {
  return useSession((s) => s.userInfo?.Mid);
}

export function useLevelPrivileges() {
  const mid = useMid();
  return useQuery({
    queryKey: [...loyaltyKey, "privileges", mid],
    queryFn: () => request<LevelPrivilegesModels>("UserCenter/LevelPrivileges"),
    enabled: mid !== undefined,
  });
}

export function useGrowthRecords() {
  return usePagedList<Paged<GrowthRecord>>([...loyaltyKey, "growth", useMid()], "UserCenter/GrowthRecords");
}

export function usePointsRecords() {
  return usePagedList<Paged<PointsRecord>>([...loyaltyKey, "points", useMid()], "UserCenter/PointsRecords");
}

export function useCheckinRecord() {
  const mid = useMid();
  return useQuery({
    queryKey: [...loyaltyKey, "checkin", mid],
    queryFn: () => request<CheckinRecordModels>("UserCenter/QueryUserCheckinRecord"),
    enabled: mid !== undefined,
  });
}

export function useProducts() {
  const mid = useMid();
  return useQuery({
    queryKey: [...loyaltyKey, "store", mid],
    queryFn: () => request<StoreProductsModels>("Store/GetProductList"),
    enabled: mid !== undefined,
  });
}

export function useInventory(state: ItemState) {
  return usePagedList<Paged<InventoryItem>>(
    [...loyaltyKey, "bag", useMid(), state],
    "UserCenter/QueryInventory",
    {
      state,
    },
  );
}

export function useTasks() {
  const mid = useMid();
  return useQuery({
    queryKey: [...loyaltyKey, "tasks", mid],
    queryFn: () => request<{ list: LoyaltyTask[] }>("UserCenter/TaskList"),
    enabled: mid !== undefined,
  });
}

export const claimTask = (task: TaskCode) => post<ClaimTaskModels>("UserCenter/ClaimTask", { task });
export const checkIn = () => post<CheckinModels>("UserCenter/Checkin");
export const makeUpCheckin = (day: string) => post<CheckinModels>("UserCenter/MakeUpCheckin", { day });
export const claimHonorGift = (level: number) =>
  post<ClaimHonorGiftModels>("UserCenter/ClaimHonorGift", { level });
export const buyProduct = (productId: number, requestId: string) =>
  post<BuyProductModels>("Store/BuyProduct", { productId, requestId });
