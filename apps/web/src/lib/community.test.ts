import { describe, expect, it } from "vitest";
import { COMMENT_MAX } from "@lottery/contract";
import { withAttention } from "./api/community.ts";
import { commentDraftState, followLabel, homePagePath, myAttentionPath, replyPrefix } from "./community.ts";

describe("community helpers", () => {
  it("labels the follow button by attention and mutual", () => {
    expect(followLabel(false, false)).toBe("关注");
    expect(followLabel(false, true)).toBe("关注");
    expect(followLabel(true, false)).toBe("已关注");
    expect(followLabel(true, true)).toBe("互相关注");
  });

  it("prefixes a reply to a reply with 回复 @name, a reply to the floor with nothing", () => {
    expect(replyPrefix({ replyTo: { uid: 7, nickName: "张**" } })).toBe("回复 @张**：");
    expect(replyPrefix({ replyTo: null })).toBe("");
  });

  it("counts the composer's text as the server does: trimmed, 1 to 200", () => {
    expect(commentDraftState("   ")).toEqual({ length: 0, sendable: false });
    expect(commentDraftState("  好 ")).toEqual({ length: 1, sendable: true });
    expect(commentDraftState("字".repeat(COMMENT_MAX)).sendable).toBe(true);
    expect(commentDraftState(` ${"字".repeat(COMMENT_MAX + 1)} `)).toEqual({
      length: COMMENT_MAX + 1,
      sendable: false,
    });
  });

  it("links homepages and the two tabs of 我的关注", () => {
    expect(homePagePath()).toBe("/homePage");
    expect(homePagePath(42)).toBe("/homePage?uid=42");
    expect(myAttentionPath("attention")).toBe("/myAttention");
    expect(myAttentionPath("fans")).toBe("/myAttention?tab=fans");
  });

  it("keeps the attention map in step with a follow's answer", () => {
    const followed = withAttention(new Map([[1, false]]), { uid: 2, attention: true, mutual: true, fans: 3 });
    expect([...followed]).toEqual([
      [1, false],
      [2, true],
    ]);
    const dropped = withAttention(followed, { uid: 1, attention: false, mutual: false, fans: 0 });
    expect([...dropped]).toEqual([[2, true]]);
  });
});
