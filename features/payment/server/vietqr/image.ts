import 'server-only';
import QRCode from 'qrcode';

/** The QR as an SVG data: URL, drawn here (no third-party image service sees the account or the amount). */
export async function qrImageDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
