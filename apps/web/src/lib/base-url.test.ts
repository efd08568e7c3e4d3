import { afterEach, describe, expect, it } from "vitest";
import { registrableDomain, resolveApiBase, resolveOddsBase, type PageLocation } from "./base-url.ts";
import { storage } from "./storage.ts";
import { resetBrowserState } from "#test/helpers.ts";

afterEach(resetBrowserState);

const at = (hostname: string, search = "", protocol = "https:"): PageLocation => ({
  protocol,
  hostname,
  port: "",
  search,
});

describe("base URL rule (SPEC 7.2)", () => {
  it("uses the api sub-host of the registrable domain", () => {
    expect(resolveApiBase(at("m.example.com"))).toBe("https://api.example.com");
    expect(resolveApiBase(at("example.com"))).toBe("https://api.example.com");
    expect(resolveApiBase(at("h5.m.example.com.cn"))).toBe("https://api.example.com.cn");
  });

  it("keeps the page's scheme", () => {
    expect(resolveApiBase(at("m.example.com", "", "http:"))).toBe("http://api.example.com");
  });

  it("uses the same origin on local and pre-production hosts", () => {
    expect(resolveApiBase(at("localhost", "", "http:"))).toBe("");
    expect(resolveApiBase(at("127.0.0.1", "", "http:"))).toBe("");
    expect(resolveApiBase(at("192.168.1.20", "", "http:"))).toBe("");
    expect(resolveApiBase(at("pre.m.example.com"))).toBe("");
    expect(resolveApiBase(at("m-test.example.com"))).toBe("");
  });

  it("follows ?realhost= and caches it", () => {
    expect(resolveApiBase(at("m.example.com", "?realhost=api2.example.net"))).toBe(
      "https://api2.example.net",
    );
    expect(resolveApiBase(at("m.example.com"))).toBe("https://api2.example.net");
    expect(storage.get("baseUrl")).toEqual({ host: "m.example.com", base: "https://api2.example.net" });
  });

  it("accepts a full URL in realhost", () => {
    expect(resolveApiBase(at("localhost", "?realhost=http://10.0.0.5:3000", "http:"))).toBe(
      "http://10.0.0.5:3000",
    );
  });

  it("does not reuse a cache written for another host", () => {
    storage.set("baseUrl", { host: "m.other.com", base: "https://api.other.com" });
    expect(resolveApiBase(at("m.example.com"))).toBe("https://api.example.com");
  });

  it("puts odds data on the odds sub-host, same origin locally", () => {
    expect(resolveOddsBase(at("m.example.com"))).toBe("https://odds.example.com");
    expect(resolveOddsBase(at("localhost", "", "http:"))).toBe("");
  });

  it("knows two-part public suffixes", () => {
    expect(registrableDomain("a.b.example.co.uk")).toBe("example.co.uk");
    expect(registrableDomain("m.example.com")).toBe("example.com");
  });
});
