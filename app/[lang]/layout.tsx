import '@/.generated/tokens.css';
import '@/.generated/antd.css';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CurrencySwitch } from '@/features/currency/index';
import { getUsdRateForDisplay } from '@/features/currency/server';
import { AuthSlot, GUEST, type InitialAuth } from '@/features/auth/index';
import { initialAuthOfPage } from '@/features/auth/server';
import { FooterNewsletter } from '@/features/content/pages';
import { DemoBanner } from '@/components/layout/demo-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { serverEnv } from '@/lib/env/server';
import { publicDemo, siteUrl } from '@/lib/env/site';
import { isLang, type Lang } from '@/lib/i18n/config';
import { SHELL_NAMESPACES, pickWords } from '@/lib/i18n/resources';
import { getServerT } from '@/lib/i18n/server';
import { logger } from '@/lib/logger';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY, isCurrencyCode } from '@/lib/money/currency';
import { color } from '@/lib/theme/tokens';
import { Providers } from './providers';

export const metadata: Metadata = { metadataBase: new URL(siteUrl()), icons: { icon: '/favicon.svg' } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: color.brand };

async function usdRateOrNull(): Promise<number | null> {
  try {
    return (await getUsdRateForDisplay()).rate;
  } catch (error) {
    logger().warn({ err: error }, 'no USD rate; prices show in VND only');
    return null;
  }
}

/** A failing sign-on check renders the page for a guest rather than failing it. */
async function initialAuthOrGuest(): Promise<InitialAuth> {
  try {
    return await initialAuthOfPage();
  } catch (error) {
    logger().warn({ err: error }, 'session check failed; page rendered for a guest');
    return GUEST;
  }
}

/** Spec 2.14 help link (new tab): the support mailbox the footer names. */
const HELP_URL = 'mailto:hotro@vivu.example';

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang: raw } = await params;
  if (!isLang(raw)) notFound();
  const lang: Lang = raw;
  const cookie = (await cookies()).get(CURRENCY_COOKIE)?.value;
  const currency = isCurrencyCode(cookie) ? cookie : DEFAULT_CURRENCY;
  const [usdRate, initialAuth] = await Promise.all([usdRateOrNull(), initialAuthOrGuest()]);
  const env = serverEnv();
  const t = getServerT(lang);

  return (
    <html lang={lang}>
      <body>
        {publicDemo() ? <DemoBanner label={t('demo.label')} text={t('demo.banner')} /> : null}
        <Providers
          lang={lang}
          resources={pickWords(lang, SHELL_NAMESPACES)}
          currency={currency}
          usdRate={usdRate}
          initialAuth={initialAuth}
        >
          <SiteHeader
            lang={lang}
            t={t}
            currencySwitch={<CurrencySwitch />}
            authSlot={<AuthSlot ssoBaseUrl={env.SSO_BASE_URL} helpUrl={HELP_URL} corporateUrl={env.CORPORATE_SITE_URL} />}
          />
          <main id="main">{children}</main>
          <SiteFooter
            lang={lang}
            t={t}
            newsletter={{ title: getServerT(lang, 'content')('newsletterTitle'), form: <FooterNewsletter lang={lang} /> }}
          />
        </Providers>
      </body>
    </html>
  );
}
