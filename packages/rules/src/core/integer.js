"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.filterInteger = filterInteger;
/**
 * The integer filter of SPEC 5: strips non-digits, clamps to the optional bounds, and returns ""
 * when nothing numeric is left.
 */
function filterInteger(input, min, max) {
    var digits = String(input).replace(/\D+/g, "");
    if (digits === "")
        return "";
    var value = Number(digits);
    if (min !== undefined && value < min)
        value = min;
    if (max !== undefined && value > max)
        value = max;
    return String(value);
}
