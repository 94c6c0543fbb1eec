import 'server-only';
import type { Metadata } from 'next';
import { MessagePanel } from '@/components/feedback/message-panel';
import { ApiError } from '@/lib/api/errors';
import { errorMessage } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { logger } from '@/lib/logger';
import { HOME_PATH, NEWSLETTER_PATHS, alternates, localePath } from '@/lib/paths';
import { confirmSubscription, unsubscribe } from '../server/confirm-subscription';

export type NewsletterAction = 'confirm' | 'unsubscribe';

export async function newsletterMetadata(lang: Lang, action: NewsletterAction): Promise<Metadata> {
  const t = getServerT(lang, 'content');
  return {
    title: action === 'confirm' ? t('confirmTitle') : t('unsubscribeTitle'),
    alternates: alternates(lang, NEWSLETTER_PATHS[action]),
    robots: { index: false, follow: false },
  };
}

type Outcome = { ok: true } | { ok: false; message: string; hint: boolean };

async function outcomeOf(action: NewsletterAction, token: string | undefined, lang: Lang): Promise<Outcome> {
  try {
    await (action === 'confirm' ? confirmSubscription(token) : unsubscribe(token));
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'INVALID_SUBSCRIBE_TOKEN') return { ok: false, message: errorMessage('INVALID_SUBSCRIBE_TOKEN', lang), hint: true };
    logger().error({ err: error, action }, 'newsletter link failed');
    return { ok: false, message: getServerT(lang, 'content')('tryLater'), hint: false };
  }
}

/**
 * The confirm and unsubscribe links' page: the token is checked here on the server and the page says what
 * happened (confirmed, unsubscribed, or a link that is not valid or has expired).
 */
export async function NewsletterResultPage({ lang, action, token }: { lang: Lang; action: NewsletterAction; token: string | undefined }) {
  const t = getServerT(lang, 'content');
  const outcome = await outcomeOf(action, token, lang);
  const home = (
    <p>
      <a href={localePath(lang, HOME_PATH)}>{t('backHome')}</a>
    </p>
  );
  if (!outcome.ok) {
    return (
      <div data-testid="newsletter-result" data-outcome="invalid">
        <MessagePanel title={t('invalidTokenTitle')} role="alert">
          <p>{outcome.message}</p>
          {outcome.hint ? <p>{t('invalidTokenHint')}</p> : null}
          {home}
        </MessagePanel>
      </div>
    );
  }
  return (
    <div data-testid="newsletter-result" data-outcome={action === 'confirm' ? 'confirmed' : 'unsubscribed'}>
      <MessagePanel title={action === 'confirm' ? t('confirmedTitle') : t('unsubscribedTitle')}>
        <p>{action === 'confirm' ? t('confirmedText') : t('unsubscribedText')}</p>
        {home}
      </MessagePanel>
    </div>
  );
}
