"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fen = fen;
exports.yuanToFen = yuanToFen;
exports.fenToYuan = fenToYuan;
exports.fenToYuanText = fenToYuanText;
exports.formatMoney = formatMoney;
/** Makes a Fen from an integer; throws on a non-integer (a bug, never user input). */
function fen(amount) {
    if (!Number.isSafeInteger(amount))
        throw new RangeError("not an integer fen amount: ".concat(amount));
    return amount;
}
/** Yuan (number or decimal string, at most 2 decimals) to fen, exactly; null when not such a value. */
function yuanToFen(yuan) {
    var text = typeof yuan === "number" ? yuanNumberText(yuan) : yuan.trim();
    var match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
    if (!match)
        return null;
    var sign = match[1], whole = match[2], _a = match[3], frac = _a === void 0 ? "" : _a;
    var value = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
    if (!Number.isSafeInteger(value))
        return null;
    return fen(sign === "-" ? -value : value);
}
/** Fen to yuan as a number with at most 2 decimals (the API edge). */
function fenToYuan(amount) {
    return Number((amount / 100).toFixed(2));
}
/** Fen as a yuan string with exactly 2 decimals, e.g. 1234 → "12.34". */
function fenToYuanText(amount) {
    var sign = amount < 0 ? "-" : "";
    var abs = Math.abs(amount);
    return "".concat(sign).concat(Math.floor(abs / 100), ".").concat(String(abs % 100).padStart(2, "0"));
}
/** Money for display (SPEC 9): 2 decimals with thousands separators, e.g. 1234567 fen → "12,345.67". */
function formatMoney(amount) {
    var _a = fenToYuanText(amount).split("."), _b = _a[0], whole = _b === void 0 ? "0" : _b, _c = _a[1], frac = _c === void 0 ? "00" : _c;
    var negative = whole.startsWith("-");
    var digits = negative ? whole.slice(1) : whole;
    return "".concat(negative ? "-" : "").concat(digits.replace(/\B(?=(\d{3})+(?!\d))/g, ","), ".").concat(frac);
}
function yuanNumberText(yuan) {
    if (!Number.isFinite(yuan))
        return "";
    // Accept binary-float yuan like 12.3 as "12.3"; reject anything finer than a fen.
    var text = String(yuan);
    return /e/i.test(text) ? "" : text;
}
