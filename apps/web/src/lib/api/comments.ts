import { useMutation } from "@tanstack/react-query";
import type {
  CommentItem,
  CommentLikeModels,
  CommentPage,
  CommentReply,
  CommentTargetType,
} from "@lottery/contract";
import { queryClient } from "../query-client.ts";
import { post } from "../request.ts";
import { useSession } from "../session.ts";
import { usePagedList } from "./paged.ts";
import { communityKey } from "./community.ts";

/** A release's or scheme's comments. */
export interface CommentTarget {
  targetType: CommentTargetType;
  targetId: string;
}

const threadKey = (target: CommentTarget, mid: number | undefined) => [
  ...communityKey,
  "comments",
  target.targetType,
  target.targetId,
  mid,
];

/** GET order/QueryUserCommentList (T): the floors, oldest first, paged (`enabled` false for a visitor). */
export function useCommentThread(target: CommentTarget, enabled: boolean) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<CommentPage>(
    threadKey(target, mid),
    "order/QueryUserCommentList",
    { targetType: target.targetType, targetId: target.targetId },
    enabled,
  );
}

/** What the composer sends: a new floor, or a reply under `commentId` (to its reply `replyId`). */
export type CommentDraft = { content: string } & (
  { kind: "floor" } | { kind: "reply"; commentId: number; replyId?: number }
);

/** order/addUserComment or order/AddUserReply; the thread reloads after a text is taken. */
export function useSendComment(target: CommentTarget) {
  const mid = useSession((s) => s.userInfo?.Mid);
  const mutation = useMutation({
    mutationFn: (draft: CommentDraft): Promise<CommentItem | CommentReply> =>
      draft.kind === "floor"
        ? post<CommentItem>("order/addUserComment", { ...target, content: draft.content })
        : post<CommentReply>("order/AddUserReply", {
            commentId: draft.commentId,
            replyId: draft.replyId,
            content: draft.content,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: threadKey(target, mid) }),
  });
  return { send: mutation.mutateAsync, pending: mutation.isPending };
}

/** POST order/LikeUserComment (T): like or unlike a floor or reply; the thread reloads. */
export function useLikeComment(target: CommentTarget) {
  const mid = useSession((s) => s.userInfo?.Mid);
  const mutation = useMutation({
    mutationFn: ({ commentId, like }: { commentId: number; like: boolean }) =>
      post<CommentLikeModels>("order/LikeUserComment", { commentId, like: like ? "1" : "0" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: threadKey(target, mid) }),
  });
  return { like: mutation.mutateAsync, pending: mutation.isPending };
}
