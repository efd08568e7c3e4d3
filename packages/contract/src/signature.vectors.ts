import type { SignableParams } from "./signature.ts";

/** Fixed vectors shared by client and server tests. The first is API.md §2's worked example. */
export const SIGNATURE_VECTORS: ReadonlyArray<{
  params: SignableParams;
  key: string;
  canonical: string;
  s: string;
}> = [
  {
    params: { t: "1700000000", c: "1", RDUID: "x", userName: "张三", empty: "" },
    key: "h5-dev-sign-key",
    canonical: "RDUID=x&c=1&t=1700000000&userName=张三&key=h5-dev-sign-key",
    s: "87049d82df912fe76146d76fa2aefd43",
  },
  {
    params: { alpha: 1, Zeta: 2, nothing: undefined },
    key: "k",
    canonical: "Zeta=2&alpha=1&key=k",
    s: "ce12f0fd4096666c09630871d51d8c50",
  },
];
