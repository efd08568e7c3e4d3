"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BallStatus = void 0;
exports.nextBallStatus = nextBallStatus;
/** Ball selection status of SPEC 3: 0 none, 1 banker selected, 2 selected. */
exports.BallStatus = { NONE: 0, BANKER: 1, SELECTED: 2 };
/**
 * Next status when a ball is tapped (SPEC 4): not selected → selected → banker → not selected when
 * bankers are allowed; not selected ↔ selected otherwise.
 */
function nextBallStatus(current, bankersAllowed) {
    if (current === exports.BallStatus.NONE)
        return exports.BallStatus.SELECTED;
    if (current === exports.BallStatus.SELECTED && bankersAllowed)
        return exports.BallStatus.BANKER;
    return exports.BallStatus.NONE;
}
