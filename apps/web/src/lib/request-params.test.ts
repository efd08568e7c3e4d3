import { describe, expect, it } from "vitest";
import { DEV_SIGN_KEY, PLATFORM_CODE, SIGNATURE_VECTORS, signParams } from "@lottery/contract";
import {
  buildSignedParams,
  CLIENT_VERSION,
  SIGN_KEY,
  signRequest,
  usesRealClientType,
  type RequestContext,
} from "./request-params.ts";

const context: RequestContext = {
  token: "tok-123",
  mid: 1001,
  fingerprint: "fp-abc",
  clientIp: "10.0.0.8",
  clientType: 91,
  nowMs: 1_700_000_000_500,
};

describe("signature", () => {
  it.each(SIGNATURE_VECTORS)(
    "the param builder signs $canonical as the contract does",
    ({ params, key, s }) => {
      expect(signRequest(params, key).s).toBe(s);
    },
  );

  it("drops empty values and sends structured values as JSON", () => {
    const signed = signRequest({ a: "1", empty: "", none: null, legs: [{ id: 1 }] }, "k");
    expect(signed).toEqual({
      a: "1",
      legs: '[{"id":1}]',
      s: signParams({ a: "1", legs: '[{"id":1}]' }, "k"),
    });
  });

  it("uses the development key when VITE_SIGN_KEY is not set", () => {
    expect(SIGN_KEY).toBe(DEV_SIGN_KEY);
  });
});

describe("common parameters (SPEC 7.1)", () => {
  it("adds c, v, t, tk, p, mid, RDUID, ip and a signature over all of them", () => {
    const sent = buildSignedParams("lottery/bet_szc", { gameCode: "ssq" }, {}, context);
    const { s, ...rest } = sent;
    expect(rest).toEqual({
      gameCode: "ssq",
      c: "91",
      v: String(CLIENT_VERSION),
      t: "1700000000",
      tk: "tok-123",
      p: String(PLATFORM_CODE),
      mid: "1001",
      RDUID: "fp-abc",
      ip: "10.0.0.8",
    });
    expect(s).toBe(signParams(rest, DEV_SIGN_KEY));
  });

  it("sends c=1 on paths outside the real-client-type list", () => {
    expect(buildSignedParams("account/userinfo", {}, {}, context).c).toBe("1");
  });

  it("compares the path's last segment lowercased", () => {
    expect(usesRealClientType("/api/Account/WebLogin")).toBe(true);
    expect(usesRealClientType("Account/Heartbeat?x=1")).toBe(true);
    expect(usesRealClientType("lottery/bet_szc_list")).toBe(false);
    expect(usesRealClientType("weblogin/other")).toBe(false);
  });

  it("leaves out tk and mid for the token-less variant, and unknown values", () => {
    const sent = buildSignedParams(
      "sitemsg/AppHomePageInfo",
      {},
      { withToken: false },
      {
        ...context,
        fingerprint: undefined,
        clientIp: undefined,
      },
    );
    expect(sent).not.toHaveProperty("tk");
    expect(sent).not.toHaveProperty("mid");
    expect(sent).not.toHaveProperty("RDUID");
    expect(sent).not.toHaveProperty("ip");
  });

  it("lets the common parameters win a clash with a call's own", () => {
    expect(buildSignedParams("x/y", { t: "forged", p: 99 }, {}, context)).toMatchObject({
      t: "1700000000",
      p: "5",
    });
  });
});
