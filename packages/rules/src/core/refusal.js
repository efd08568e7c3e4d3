"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.accept = accept;
exports.refuse = refuse;
/** Wraps a value as an accepted result. */
function accept(value) {
    return { ok: true, value: value };
}
/** Builds a refusal from a closed code list and its message table. */
function refuse(messages, code) {
    return { ok: false, code: code, message: messages[code] };
}
