import { describe, expect, it } from 'vitest';
import { assertSandboxesSafeForProduction, isLoopbackOrigin, liveSandboxes } from './site';

const production = (over: Record<string, string | undefined>) => ({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'x'.repeat(32), ...over });

describe('isLoopbackOrigin', () => {
  it('accepts localhost, 127.0.0.0/8 and [::1], nothing else', () => {
    for (const url of ['http://localhost:3000', 'http://LOCALHOST', 'http://127.0.0.1:8080', 'http://127.10.20.30', 'http://[::1]:3000'])
      expect(isLoopbackOrigin(url), url).toBe(true);
    for (const url of [
      'https://www.example.vn',
      'http://localhost.example.vn',
      'http://128.0.0.1',
      'http://10.0.0.1',
      'http://0.0.0.0:3000',
      'not a url',
      undefined,
    ])
      expect(isLoopbackOrigin(url), String(url)).toBe(false);
  });
});

describe('assertSandboxesSafeForProduction', () => {
  it('refuses a production server with SANDBOXES=true on a public SITE_URL', () => {
    expect(() => assertSandboxesSafeForProduction(production({ SANDBOXES: 'true', SITE_URL: 'https://www.example.vn' }), () => {})).toThrow(
      /SANDBOXES is on with SITE_URL=https:\/\/www\.example\.vn.*DEMO_MODE=public/,
    );
    expect(() => assertSandboxesSafeForProduction(production({ SANDBOXES: '1' }), () => {})).toThrow(/SITE_URL=\(unset\)/);
  });

  it('starts on a loopback SITE_URL (npm run demo) or as a declared public demo, and lists each live sandbox', () => {
    const lines: string[] = [];
    assertSandboxesSafeForProduction(production({ SANDBOXES: 'true', SITE_URL: 'http://localhost:3000' }), (line) => lines.push(line));
    expect(lines[0]).toMatch(/Sandboxes on \(loopback only\): 5 live/);
    expect(lines.slice(1).join('\n')).toMatch(/VNPay[\s\S]*bank[\s\S]*pay-later[\s\S]*mail outbox[\s\S]*company lookup/);
    lines.length = 0;
    assertSandboxesSafeForProduction(
      production({ SANDBOXES: 'true', SITE_URL: 'https://demo.example.vn', DEMO_MODE: 'public', SMTP_URL: 'smtp://mail.example.vn' }),
      (line) => lines.push(line),
    );
    expect(lines[0]).toMatch(/public demo.*4 live/);
    expect(lines.join('\n')).not.toMatch(/mail outbox/);
  });

  it('has nothing to check without sandboxes, outside production or during the build', () => {
    const log = () => {
      throw new Error('nothing to log');
    };
    for (const env of [
      production({ SITE_URL: 'https://www.example.vn' }),
      production({ SANDBOXES: 'false', SITE_URL: 'https://www.example.vn' }),
      { NODE_ENV: 'development', SANDBOXES: 'true', SITE_URL: 'https://www.example.vn' },
      production({ SANDBOXES: 'true', SITE_URL: 'https://www.example.vn', NEXT_PHASE: 'phase-production-build' }),
      // every sandbox replaced by its real counterpart: none is live
      production({
        SANDBOXES: 'true',
        SITE_URL: 'https://www.example.vn',
        VNPAY_URL: 'https://pay.vnpay.vn',
        VNPAY_HASH_SECRET: 's'.repeat(32),
        BANK_WEBHOOK_SECRET: 'b'.repeat(32),
        PAY_LATER_URL: 'https://pl.example.vn',
        PAY_LATER_API_KEY: 'k'.repeat(16),
        SMTP_URL: 'smtp://m.example.vn',
        COMPANY_LOOKUP_URL: 'https://c.example.vn',
      }),
    ])
      expect(() => assertSandboxesSafeForProduction(env, log)).not.toThrow();
  });

  it('refuses an unknown DEMO_MODE as an invalid environment', () => {
    expect(() => liveSandboxes(production({ SANDBOXES: 'true', DEMO_MODE: 'yes' }))).toThrow(/DEMO_MODE/);
  });
});
