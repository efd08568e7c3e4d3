"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.gameRoute = gameRoute;
var games_ts_1 = require("../catalogue/games.ts");
var TABLE = {
    jczq: "/jczq",
    jclq: "/jclq",
    bjdc: "/bjdc",
    ctzq: "/ctzq",
    ssq: "/ssq",
    dlt: "/dlt",
    fc3d: "/fc3dpl3/fc3d",
    pl3: "/fc3dpl3/pl3",
    qlc: "/qlc",
    qxc: "/qxc",
    xqxc: "/xqxc",
    pl5: "/pl5",
    qwzq: "/qwzq",
    lhc: "/lhc",
    europecup: "/EuropeCup",
    sjb: "/sjb",
    scratchlobby: "/scratchLobby",
    europecupeventpage: "/EuropeCupEventPage",
    ogbeventpage: "/OgbEventPage",
};
var TIME_BASED = new Set(games_ts_1.TIME_BASED_CODES);
/**
 * The game-code → route rule of SPEC 2.4. Returns false when the flag is truthy or nothing matches.
 * lyb and slm need a logged-in player (needsLogin: the caller sends others to /login).
 * One addition: quick-three codes spelt "ks" (jsks) go to /k3 like those spelt "k3".
 */
function gameRoute(gameCode, flag) {
    if (flag)
        return false;
    var code = gameCode.toLowerCase();
    if (TIME_BASED.has(code) || code.includes("11x5") || code === "syxw")
        return open("/ssc/".concat(code));
    if ((code.includes("k3") || code === "jsks") && !code.includes("lyb"))
        return open("/k3/".concat(code));
    if (code.includes("xyft") || code.includes("pk10"))
        return open("/xyft/".concat(code));
    if (code.includes("qwlhc") || code.includes("xamlhc"))
        return open("/qwlhc/".concat(code));
    if (code.includes("lyb"))
        return { path: "/LYB/".concat(code.toUpperCase()), needsLogin: true };
    if (code.includes("slm"))
        return { path: "/shootingDragonDoor/".concat(code.toUpperCase()), needsLogin: true };
    var path = TABLE[code];
    return path ? open(path) : false;
}
function open(path) {
    return { path: path, needsLogin: false };
}
