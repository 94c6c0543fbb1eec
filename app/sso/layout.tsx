import '@/.generated/tokens.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DemoBanner } from '@/components/layout/demo-banner';
import { publicDemo } from '@/lib/env/site';
import { color } from '@/lib/theme/tokens';

/** The sign-on service's pages: their own root (they stand in for another product), never indexed. */
export const metadata: Metadata = { robots: { index: false, follow: false }, icons: { icon: '/favicon.svg' } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: color.brand };

export default function SsoLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body style={{ margin: 0 }}>
        {publicDemo() ? <DemoBanner label="Demo" text="Bản demo: không có thanh toán thật / Demo: no real payments" /> : null}
        {children}
      </body>
    </html>
  );
}
