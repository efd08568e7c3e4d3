import { afterEach, describe, expect, it } from "vitest";
import { storage } from "../../lib/storage.ts";
import { resetBrowserState } from "#test/helpers.ts";
import { agentFromQuery, registrationAgent, rememberAgent, rememberedAgent } from "./agent.ts";

afterEach(resetBrowserState);

describe("promotion agent", () => {
  it("reads a promotion link and drops malformed values", () => {
    expect(agentFromQuery("?agentId=42&agentNo=AB12CD34")).toEqual({ agentId: 42, agentNo: "AB12CD34" });
    expect(agentFromQuery("?agentId=-3&agentNo=")).toEqual({});
    expect(agentFromQuery("?agentId=4.5&agentNo=X")).toEqual({ agentNo: "X" });
  });

  it("remembers the agent in the SPEC 3 items and reads it back", () => {
    rememberAgent({ agentId: 42, agentNo: "AB12CD34" });
    expect(storage.get("agentId")).toBe(JSON.stringify({ agentId: 42, agentNo: "AB12CD34" }));
    expect(storage.get("agentNo")).toBe("AB12CD34");
    expect(rememberedAgent()).toEqual({ agentId: 42, agentNo: "AB12CD34" });
  });

  it("replaces an earlier inviter entirely", () => {
    rememberAgent({ agentId: 42, agentNo: "AB12CD34" });
    rememberAgent({ agentId: 7 });
    expect(rememberedAgent()).toEqual({ agentId: 7 });
  });

  it("reads a bare id as older clients stored it", () => {
    storage.set("agentId", "42");
    expect(rememberedAgent()).toEqual({ agentId: 42 });
  });

  it("sends the remembered id only with its own invite code", () => {
    const remembered = { agentId: 42, agentNo: "AB12CD34" };
    expect(registrationAgent("AB12CD34", remembered)).toEqual({ agentNo: "AB12CD34", agentId: 42 });
    expect(registrationAgent(" ZZ99 ", remembered)).toEqual({ agentNo: "ZZ99" });
    expect(registrationAgent("", remembered)).toEqual({});
    expect(registrationAgent("", { agentId: 7 })).toEqual({ agentId: 7 });
    expect(registrationAgent(undefined, {})).toEqual({});
  });
});
