import { describe, expect, it } from "vitest";
import { clientTypeOf, isNativeClientType, NATIVE_UA_MARKER, type ClientEnvironment } from "./client-type.ts";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

function env(over: Partial<ClientEnvironment>): ClientEnvironment {
  return { userAgent: ANDROID, iosStandalone: false, displayStandalone: false, maxTouchPoints: 5, ...over };
}

describe("client type (SPEC 4)", () => {
  it.each([
    ["native wrapper on iOS", env({ userAgent: `${IPHONE} ${NATIVE_UA_MARKER}1.0` }), false, 91],
    ["native wrapper elsewhere", env({ userAgent: `${ANDROID} ${NATIVE_UA_MARKER}1.0` }), false, 61],
    ["iOS standalone", env({ userAgent: IPHONE, iosStandalone: true }), false, 81],
    ["installed web app", env({ displayStandalone: true }), false, 71],
    ["call source", env({}), true, 31],
    ["default", env({}), false, 1],
  ])("%s → %i", (_name, environment, fromCallSource, expected) => {
    expect(clientTypeOf(environment, fromCallSource)).toBe(expected);
  });

  it("treats only the native wrapper (61, 91) as the native app", () => {
    expect(isNativeClientType(91)).toBe(true);
    expect(isNativeClientType(61)).toBe(true);
    expect(isNativeClientType(81)).toBe(false);
    expect(isNativeClientType(71)).toBe(false);
    expect(isNativeClientType(1)).toBe(false);
  });
});
