import '@/.generated/tokens.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { color } from '@/lib/theme/tokens';

/** The sign-on service's pages: their own root (they stand in for another product), never indexed. */
export const metadata: Metadata = { robots: { index: false, follow: false }, icons: { icon: '/favicon.svg' } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: color.brand };

export default function SsoLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
