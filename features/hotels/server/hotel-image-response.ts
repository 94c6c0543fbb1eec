import 'server-only';
import { hotelImageSvg } from '../media/hotel-image-svg';

/** "<hotelId>-<n>.svg" or "<hotelId>-360-<n>.svg", as the seed stores them. */
const FILE_PATTERN = /^(\d{1,9})-(?:(360)-)?(\d{1,3})\.svg$/;

/**
 * Hotel photos are generated, deterministic illustrations (no remote images on this site).
 * The same name always gives the same bytes, so they are cached for a year.
 */
export function hotelImageResponse(file: string): Response {
  const match = FILE_PATTERN.exec(file);
  if (!match) {
    return Response.json(
      { status: 'error', message: 'Không tìm thấy ảnh', error_code: 'NOT_FOUND' },
      { status: 404 },
    );
  }
  const [, hotelId, is360, index] = match;
  const svg = hotelImageSvg(`${hotelId}-${is360 ? '360-' : ''}${index}`, is360 ? 1600 : 800, is360 ? 800 : 600);
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
