import { useState } from "react";
import { Avatar, Button, TextArea } from "antd-mobile";
import { useNavigate } from "react-router";
import { COMMENT_MAX, type CommentItem, type CommentReply } from "@lottery/contract";
import { useCommentThread, useLikeComment, useSendComment, type CommentTarget } from "../lib/api/comments.ts";
import { formatChinaDateTime } from "../lib/china-time.ts";
import { commentDraftState, replyPrefix } from "../lib/community.ts";
import { currentPath } from "../lib/navigation.ts";
import { loginPathFor } from "../lib/paths.ts";
import { useSession } from "../lib/session.ts";
import { showToast } from "../lib/toast.ts";
import { communityMessages } from "../messages/community.ts";
import { LoadState } from "./LoadState.tsx";
import { PlayerLink } from "./PlayerLink.tsx";
import "./community.css";

const c = communityMessages.community;

/** Whom the composer answers: the floor itself, or one of its replies. */
interface ReplyTarget {
  commentId: number;
  replyId?: number;
  name: string;
}

/**
 * The comments of a release or scheme: floors (oldest first) with their replies, likes, 审核中 on my
 * own texts still waiting for moderation, and a composer (1–200 characters) for a new floor or a reply.
 * Texts are React text nodes, never HTML. A visitor is asked to log in (the thread is read with a token).
 */
export function CommentThread(target: CommentTarget) {
  const loggedIn = useSession((s) => Boolean(s.token));
  const navigate = useNavigate();
  return (
    <section className="comment-thread" data-testid="comment-thread">
      {loggedIn ? (
        <Thread target={target} />
      ) : (
        <>
          <div className="comment-title">{c.commentsTitle}</div>
          <div className="comment-login">
            <span>{c.loginToComment}</span>
            <Button
              size="mini"
              color="danger"
              fill="outline"
              onClick={() => navigate(loginPathFor(currentPath()))}
            >
              {c.login}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function Thread({ target }: { target: CommentTarget }) {
  const thread = useCommentThread(target, true);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const floors = thread.data?.pages.flatMap((page) => page.list) ?? [];
  const total = thread.data?.pages[0]?.total ?? 0;
  return (
    <>
      <div className="comment-title">{c.commentsCount(total)}</div>
      <Composer target={target} replyTo={replyTo} onDone={() => setReplyTo(null)} />
      <LoadState
        status={thread.status}
        empty={floors.length === 0}
        emptyText={c.noComments}
        onRetry={() => void thread.refetch()}
      >
        {floors.map((floor) => (
          <Floor key={floor.commentId} floor={floor} target={target} onReply={setReplyTo} />
        ))}
        {thread.hasNextPage && (
          <Button
            block
            fill="none"
            size="small"
            loading={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            {c.loadMore}
          </Button>
        )}
      </LoadState>
    </>
  );
}

function Composer({
  target,
  replyTo,
  onDone,
}: {
  target: CommentTarget;
  replyTo: ReplyTarget | null;
  onDone: () => void;
}) {
  const [text, setText] = useState("");
  const { send, pending } = useSendComment(target);
  const { sendable } = commentDraftState(text);
  const submit = async () => {
    const content = text.trim();
    const sent = await send(
      replyTo
        ? { kind: "reply", commentId: replyTo.commentId, replyId: replyTo.replyId, content }
        : { kind: "floor", content },
    );
    setText("");
    onDone();
    showToast(sent.status === "pending" ? c.sentPending : c.sent);
  };
  return (
    <div className="comment-composer" data-testid="comment-composer">
      {replyTo && (
        <div className="comment-replying">
          <span>{c.replyPlaceholder(replyTo.name)}</span>
          <Button size="mini" fill="none" onClick={onDone}>
            {c.cancel}
          </Button>
        </div>
      )}
      <TextArea
        value={text}
        onChange={setText}
        placeholder={replyTo ? c.replyPlaceholder(replyTo.name) : c.commentPlaceholder}
        maxLength={COMMENT_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        aria-label={c.commentsTitle}
      />
      <Button
        size="small"
        color="danger"
        disabled={!sendable}
        loading={pending}
        onClick={() => void submit().catch(() => undefined)}
      >
        {c.send}
      </Button>
    </div>
  );
}

function Floor({
  floor,
  target,
  onReply,
}: {
  floor: CommentItem;
  target: CommentTarget;
  onReply: (to: ReplyTarget) => void;
}) {
  return (
    <article className="comment-floor" data-testid="comment-floor" data-comment={floor.commentId}>
      <Avatar src={floor.avatar} className="comment-avatar" />
      <div className="comment-main">
        <Head comment={floor} extra={c.floor(floor.floor)} />
        <p className="comment-text">{floor.content}</p>
        <Actions
          comment={floor}
          target={target}
          onReply={() => onReply({ commentId: floor.commentId, name: floor.nickName })}
        />
        {floor.replies.length > 0 && (
          <div className="comment-replies">
            {floor.replies.map((reply) => (
              <Reply
                key={reply.commentId}
                reply={reply}
                target={target}
                onReply={() =>
                  onReply({ commentId: floor.commentId, replyId: reply.commentId, name: reply.nickName })
                }
              />
            ))}
            {floor.replyCount > floor.replies.length && (
              <div className="comment-more">{c.moreReplies(floor.replyCount)}</div>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

function Reply({
  reply,
  target,
  onReply,
}: {
  reply: CommentReply;
  target: CommentTarget;
  onReply: () => void;
}) {
  return (
    <div className="comment-reply" data-testid="comment-reply" data-comment={reply.commentId}>
      <Head comment={reply} />
      <p className="comment-text">
        {replyPrefix(reply)}
        {reply.content}
      </p>
      <Actions comment={reply} target={target} onReply={onReply} />
    </div>
  );
}

function Head({ comment, extra }: { comment: CommentItem | CommentReply; extra?: string }) {
  return (
    <div className="comment-head">
      <PlayerLink uid={comment.uid} name={comment.nickName} className="comment-name" />
      {comment.status === "pending" && (
        <span className="comment-pending" data-testid="comment-pending">
          {comment.statusName}
        </span>
      )}
      {extra && <span className="comment-floor-no">{extra}</span>}
      <span className="comment-time">{formatChinaDateTime(comment.createdAt)}</span>
    </div>
  );
}

function Actions({
  comment,
  target,
  onReply,
}: {
  comment: CommentItem | CommentReply;
  target: CommentTarget;
  onReply: () => void;
}) {
  const { like, pending } = useLikeComment(target);
  const approved = comment.status === "approved";
  return (
    <div className="comment-actions">
      <button
        type="button"
        className={`comment-like${comment.liked ? " comment-liked" : ""}`}
        disabled={pending || !approved}
        aria-pressed={comment.liked}
        onClick={() =>
          void like({ commentId: comment.commentId, like: !comment.liked }).catch(() => undefined)
        }
      >
        {`${c.like} ${comment.likes}`}
      </button>
      {approved && (
        <button type="button" className="comment-reply-open" onClick={onReply}>
          {c.reply}
        </button>
      )}
    </div>
  );
}
