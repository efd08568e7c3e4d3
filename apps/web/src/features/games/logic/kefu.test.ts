import { describe, expect, it } from "vitest";
import type { KefuMessage } from "@lottery/contract";
import { fittedSize } from "./picture.ts";
import { mergeMessages, pushedMessage, pushedStatus } from "./use-kefu-chat.ts";

const message = (id: number): KefuMessage => ({
  id,
  sender: "player",
  kind: "text",
  body: `m${id}`,
  time: "",
});

describe("mergeMessages", () => {
  it("adds only new messages, in id order", () => {
    const merged = mergeMessages([message(1), message(3)], [message(3), message(2), message(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("pushed data", () => {
  it("reads a pushed message and a pushed state, and ignores anything else", () => {
    expect(pushedMessage(JSON.stringify(message(7)))).toEqual(message(7));
    expect(pushedMessage('{"id":"7"}')).toBeNull();
    expect(pushedMessage("not json")).toBeNull();
    expect(pushedStatus('{"status":"active"}')).toBe("active");
    expect(pushedStatus('{"status":"none"}')).toBeNull();
    expect(pushedStatus("")).toBeNull();
  });
});

describe("fittedSize", () => {
  it("scales a large picture into the box and leaves a small one", () => {
    expect(fittedSize(1440, 960)).toEqual({ width: 720, height: 480 });
    expect(fittedSize(300, 200)).toEqual({ width: 300, height: 200 });
  });
});
