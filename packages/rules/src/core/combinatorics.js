"use strict";
var __spreadArray = (this && this.__spreadArray) || function (to, from, pack) {
    if (pack || arguments.length === 2) for (var i = 0, l = from.length, ar; i < l; i++) {
        if (ar || !(i in from)) {
            if (!ar) ar = Array.prototype.slice.call(from, 0, i);
            ar[i] = from[i];
        }
    }
    return to.concat(ar || Array.prototype.slice.call(from));
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.comb = comb;
exports.product = product;
exports.elementarySymmetric = elementarySymmetric;
exports.combinations = combinations;
/** Binomial coefficient C(n, k); 0 when k < 0 or k > n. Exact for results below 2^53. */
function comb(n, k) {
    if (k < 0 || n < 0 || k > n)
        return 0;
    var m = Math.min(k, n - k);
    var result = 1;
    for (var i = 1; i <= m; i += 1)
        result = (result * (n - m + i)) / i;
    return Math.round(result);
}
/** Product of the numbers (1 for an empty list). */
function product(values) {
    return values.reduce(function (acc, v) { return acc * v; }, 1);
}
/**
 * Elementary symmetric sums e_0..e_max of the values: e_k = Σ over k-subsets of the product.
 * Used to count parlay bets without enumerating the subsets.
 */
function elementarySymmetric(values, max) {
    var _a, _b;
    if (max === void 0) { max = values.length; }
    var e = new Array(max + 1).fill(0);
    e[0] = 1;
    for (var _i = 0, values_1 = values; _i < values_1.length; _i++) {
        var v = values_1[_i];
        for (var k = max; k >= 1; k -= 1)
            e[k] = ((_a = e[k]) !== null && _a !== void 0 ? _a : 0) + ((_b = e[k - 1]) !== null && _b !== void 0 ? _b : 0) * v;
    }
    return e;
}
/** Every k-subset of the items, in lexicographic index order. */
function combinations(items, k) {
    var out = [];
    var pick = [];
    var walk = function (start) {
        if (pick.length === k) {
            out.push(__spreadArray([], pick, true));
            return;
        }
        for (var i = start; i <= items.length - (k - pick.length); i += 1) {
            pick.push(items[i]);
            walk(i + 1);
            pick.pop();
        }
    };
    walk(0);
    return out;
}
