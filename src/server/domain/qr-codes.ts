/**
 * GET /v1/generate/qr-code (SPEC §7, §5 "a QR code generated from the link"): the QR code of an
 * http(s) link as an SVG (vector, so the proof prints it sharp at any size), answered as a data
 * URL in `data`, which the portal shows as an image. Other schemes and over-long data are refused.
 */
import QRCode from 'qrcode';
import { MATERIAL_MESSAGES, isWebLink } from '../../contract/marketing-material';
import { invalid } from '../http/errors';

export async function qrCodeOfLink(link: string): Promise<string> {
  if (!isWebLink(link)) throw invalid({ data: [MATERIAL_MESSAGES.qrData] });
  // Medium error correction: a printed code still reads with a scratch or a fold.
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
