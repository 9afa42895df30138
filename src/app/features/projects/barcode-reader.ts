/**
 * Reads product codes from the camera picture: the browser's BarcodeDetector where it has one for
 * our formats, else the `barcode-detector` ponyfill (ZXing compiled to WebAssembly). The .wasm
 * file comes from our own /assets (a build asset of this module), never from a CDN: the portal
 * works offline and under a CSP that allows only our origin. Imported on demand by the scan page.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Labels carry QR codes, Data Matrix or Code 128 (SPEC §2 Projects, issue 11). */
export const PRODUCT_CODE_FORMATS = ['qr_code', 'data_matrix', 'code_128'] as const;

export interface BarcodeReader {
  /** The texts of the codes in the current picture. */
  read(source: HTMLVideoElement): Promise<string[]>;
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
  return PRODUCT_CODE_FORMATS.every((format) => supported.includes(format)) ? new Native({ formats: [...PRODUCT_CODE_FORMATS] }) : null;
}

async function zxingDetector(): Promise<DetectorLike> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Loads and compiles the WebAssembly now, so that a failure shows when the camera starts.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...PRODUCT_CODE_FORMATS] });
}

export async function createBarcodeReader(): Promise<BarcodeReader> {
  const detector = (await nativeDetector()) ?? (await zxingDetector());
  return {
    read: async (source) => (await detector.detect(source)).map((code) => code.rawValue.trim()).filter(Boolean),
  };
}
