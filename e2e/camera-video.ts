/**
 * A video of a product label for Chromium's fake camera (`--use-file-for-fake-video-capture`):
 * a QR code of a serial number, drawn by zxing-wasm's writer, as a raw YUV4MPEG2 file that
 * Chromium plays in a loop.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;
/** Luma of paper and ink (video range). */
const WHITE = 235;
const BLACK = 16;

let prepared = false;
function prepareWriter(): void {
  if (prepared) return;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });
  prepared = true;
}

/** Writes a .y4m file showing the QR code of `text` in the middle of a white picture. */
export async function writeCodeVideo(text: string, file: string): Promise<void> {
  prepareWriter();
  const { symbol, error } = await writeBarcode(text, { format: 'QRCode', scale: 1 });
  if (error || !symbol) throw new Error(`The QR code of ${text} could not be written: ${error}`);
  const scale = Math.floor((HEIGHT * 0.6) / symbol.height);
  const left = Math.floor((WIDTH - symbol.width * scale) / 2);
  const top = Math.floor((HEIGHT - symbol.height * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let y = 0; y < symbol.height * scale; y += 1) {
    for (let x = 0; x < symbol.width * scale; x += 1) {
      // The symbol's pixels are 0 (dark) or 255 (light), one byte each.
      const dark = (symbol.data[Math.floor(y / scale) * symbol.width + Math.floor(x / scale)] ?? 255) < 128;
      if (dark) luma[(top + y) * WIDTH + left + x] = BLACK;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
