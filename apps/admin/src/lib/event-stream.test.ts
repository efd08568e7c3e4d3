import { describe, expect, it } from "vitest";
import { parseEvents } from "./event-stream.ts";

describe("parseEvents", () => {
  it("reads complete messages, skips comments and keeps the unfinished rest", () => {
    const { events, rest } = parseEvents(
      'retry: 3000\n: subscribed kefu desk\n\nevent: kefu\ndata: {"a":1}\n\n: ping\n\nevent: kefu\ndata: {"b"',
    );
    expect(events).toEqual([{ type: "kefu", data: '{"a":1}' }]);
    expect(rest).toBe('event: kefu\ndata: {"b"');
    expect(parseEvents(`${rest}:2}\n\n`).events).toEqual([{ type: "kefu", data: '{"b":2}' }]);
  });

  it("joins multi-line data and names unnamed messages `message`", () => {
    expect(parseEvents("data: one\ndata: two\r\n\r\n").events).toEqual([
      { type: "message", data: "one\ntwo" },
    ]);
  });
});
