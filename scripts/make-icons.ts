// Draws the installed app's icons (apps/web/public/icons/*.png) with no image library: a red tile
// with a white lottery ball and its red number disc, anti-aliased by 4×4 supersampling, written as PNG with
// node's zlib. Run `node --import tsx scripts/make-icons.ts` after changing the drawing; the PNGs are
// committed, so builds need nothing.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const BRAND: Rgb = [0xe5, 0x39, 0x35];
const WHITE: Rgb = [0xff, 0xff, 0xff];
type Rgb = [number, number, number];

/** Colour at (x, y) in a unit square; `maskable` keeps the ball inside the 80 % safe zone. */
function colourAt(x: number, y: number, maskable: boolean): Rgb {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const r = Math.hypot(dx, dy);
  const ball = maskable ? 0.28 : 0.34;
  if (r > ball) return BRAND;
  // The ball's number disc, turned a little towards the top left as on a drawn ball.
  const disc = Math.hypot(dx + ball * 0.18, dy + ball * 0.18);
  if (disc < ball * 0.42) return BRAND;
  return WHITE;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, maskable: boolean): Buffer {
  const SS = 4;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SS; sy += 1)
        for (let sx = 0; sx < SS; sx += 1) {
          const c = colourAt((x + (sx + 0.5) / SS) / size, (y + (sy + 0.5) / SS) / size, maskable);
          for (let i = 0; i < 3; i += 1) sum[i] = (sum[i] ?? 0) + (c[i] ?? 0);
        }
      for (let i = 0; i < 3; i += 1) row[1 + x * 3 + i] = Math.round((sum[i] ?? 0) / (SS * SS));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = zlib.deflateSync(Buffer.concat(rows), { level: 9 });
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Every size the manifest lists, plus Apple's touch icon. */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/public/icons");
fs.mkdirSync(out, { recursive: true });
for (const size of ICON_SIZES) fs.writeFileSync(path.join(out, `icon-${size}.png`), png(size, false));
fs.writeFileSync(path.join(out, "maskable-512.png"), png(512, true));
fs.writeFileSync(path.join(out, "apple-touch-icon.png"), png(180, false));
