import { useQuery } from "@tanstack/react-query";
import type {
  BetScratchCardModels,
  BetSmallGameModels,
  FairPlayModels,
  FairSeedModels,
  FairSeedState,
  GetScratchCardModels,
  Paged,
  PrizeScratchCardModels,
  RotateSeedModels,
  SmallGame,
  SmallGamePlay,
  SmallGameQualifyModels,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every instant-game query sits under this key, so a purchase or a spin refreshes them all. */
export const instantKey = ["instant"] as const;

function useMid() {
  return useSession((s) => s.userInfo?.Mid);
}

export function useScratchLobby() {
  const mid = useMid();
  return useQuery({
    queryKey: [...instantKey, "scratch", mid],
    queryFn: () => request<GetScratchCardModels>("Activity/Get_ScratchCard"),
    enabled: mid !== undefined,
  });
}

export function useScratchCard(cardId: number | null) {
  const mid = useMid();
  return useQuery({
    queryKey: [...instantKey, "card", mid, cardId],
    queryFn: () => request<GetScratchCardModels>("Activity/Get_ScratchCard", { cardId: cardId ?? 0 }),
    enabled: mid !== undefined && cardId !== null,
  });
}

export const buyScratchCard = (batchId: number, requestId: string) =>
  post<BetScratchCardModels>("Activity/Bet_ScratchCard", { batchId, requestId });

export const revealScratchCard = (cardId: number) =>
  post<PrizeScratchCardModels>("Activity/Prize_ScratchCard", { cardId });

export function useQualify(game: SmallGame) {
  const mid = useMid();
  return useQuery({
    queryKey: [...instantKey, "qualify", mid, game],
    queryFn: () => request<SmallGameQualifyModels>("Activity/CheckSmallGameQualify", { game }),
    enabled: mid !== undefined,
  });
}

/** One play of a small game: a slot spin, or smashing egg `choice`. */
export interface SmallGameMove {
  game: SmallGame;
  stake: number;
  useChance: boolean;
  choice?: number;
}

export const playSmallGame = (move: SmallGameMove, requestId: string) =>
  post<BetSmallGameModels>("Activity/Bet_SmallGame", {
    game: move.game,
    useChance: move.useChance ? "1" : "0",
    ...(move.useChance ? {} : { stake: move.stake }),
    ...(move.choice === undefined ? {} : { choice: move.choice }),
    requestId,
  });

/** The player's small-game plays, of one game when given (/betRecordDGG: the egg's). */
export function useSmallGameRecords(game?: SmallGame) {
  return usePagedList<Paged<SmallGamePlay>>(
    [...instantKey, "records", useMid(), game ?? "all"],
    "Activity/SmallGameOrderRecordList",
    game ? { game } : undefined,
  );
}

export function useFairSeed() {
  const mid = useMid();
  return useQuery({
    queryKey: [...instantKey, "seed", mid],
    queryFn: () => request<FairSeedModels>("Activity/FairSeed"),
    enabled: mid !== undefined,
  });
}

export function useFairPlay(game: string | null, id: number | null) {
  const mid = useMid();
  return useQuery({
    queryKey: [...instantKey, "play", mid, game, id],
    queryFn: () => request<FairPlayModels>("Activity/FairPlay", { game: game ?? "", id: id ?? 0 }),
    enabled: mid !== undefined && game !== null && id !== null,
  });
}

export const setClientSeed = (clientSeed: string) =>
  post<FairSeedState>("Activity/SetClientSeed", { clientSeed });

export const rotateSeed = () => post<RotateSeedModels>("Activity/RotateSeed");
