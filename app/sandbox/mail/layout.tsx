import '@/.generated/tokens.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** The demo mailbox stands in for a mail client: its own root, never indexed. */
export const metadata: Metadata = { robots: { index: false, follow: false }, icons: { icon: '/favicon.svg' } };

export default function SandboxMailLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
