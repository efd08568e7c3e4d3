import { DEMO_GAME_TEXT as T } from "./play-messages.ts";

/** What the page needs of the launched game; null when the token is invalid or expired. */
export interface PageGame {
  name: string;
  engine: "slot" | "dragon";
}

/**
 * The demo platform's game page: plain HTML in Chinese; the separate same-origin script (the CSP
 * allows no inline script) reads the wallet and plays rounds with the launch token.
 */
export function playPage(game: PageGame | null, token: string, scriptPath: string): string {
  const body = game ? gameBody(game, token) : `<p class="notice">${T.expired}</p>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${game ? escapeHtml(game.name) : T.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>${body}</main>
<script src="${scriptPath}"></script>
</body>
</html>
`;
}

function gameBody(game: PageGame, token: string): string {
  const table =
    game.engine === "slot"
      ? `<div class="reels" id="reels"><span>?</span><span>?</span><span>?</span></div>
<p class="rule">${T.slotRule}</p>`
      : `<div class="cards"><div><b>${T.dragon}</b><span id="dragon">?</span></div><div><b>${T.tiger}</b><span id="tiger">?</span></div></div>
<div class="choices" id="choices">
<label><input type="radio" name="choice" value="dragon" checked>${T.dragon}</label>
<label><input type="radio" name="choice" value="tiger">${T.tiger}</label>
<label><input type="radio" name="choice" value="tie">${T.tie}</label>
</div>
<p class="rule">${T.dragonRule}</p>`;
  return `<h1>${escapeHtml(game.name)}</h1>
<p class="wallet">${T.balance}<strong id="balance">--</strong>${T.yuan}</p>
<div id="game" data-token="${escapeHtml(token)}" data-engine="${game.engine}"
  data-text-win="${T.win}" data-text-lose="${T.lose}" data-text-busy="${T.busy}"
  data-text-dragon="${T.dragon}" data-text-tiger="${T.tiger}" data-text-tie="${T.tie}">
${table}
<div class="bet"><label>${T.bet}<input id="bet" type="number" min="1" max="1000" step="1" value="10" inputmode="numeric"></label>${T.yuan}</div>
<button id="play" type="button">${game.engine === "slot" ? T.spin : T.deal}</button>
<p id="result" role="status"></p>
</div>
<p class="note">${T.note}</p>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#1b1f3a;color:#fff}
main{max-width:420px;margin:0 auto;padding:20px 16px;text-align:center}
h1{font-size:20px;margin:4px 0 8px;color:#ffd666}
.wallet{font-size:14px;color:#ccc}.wallet strong{color:#ffd666;font-size:20px;margin:0 4px}
.reels{display:flex;justify-content:center;gap:10px;margin:20px 0}
.reels span{width:72px;height:84px;line-height:84px;font-size:44px;background:#fff;border-radius:10px;color:#333}
.cards{display:flex;justify-content:center;gap:24px;margin:20px 0}
.cards div{display:flex;flex-direction:column;gap:6px}
.cards span{width:72px;height:96px;line-height:96px;font-size:36px;background:#fff;border-radius:8px;color:#c00}
.choices{display:flex;justify-content:center;gap:16px;margin:8px 0}
.rule,.note{font-size:12px;color:#999}
.bet{margin:12px 0}.bet input{width:80px;height:28px;margin:0 6px;font-size:16px;text-align:center}
button{width:100%;height:44px;border:0;border-radius:22px;background:#e4393c;color:#fff;font-size:17px}
button:disabled{opacity:.6}#result{min-height:1.4em;font-size:16px;color:#ffd666}
.notice{margin-top:40vh;font-size:16px}`;
