import 'server-only';
import type { Metadata } from 'next';
import { MessagePanel } from '@/components/feedback/message-panel';
import { errorMessage } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { HOME_PATH, NEWSLETTER_PATHS, alternates, localePath } from '@/lib/paths';
import { subscribeTokenSchema } from '../../schemas';
import { NewsletterActionPanel } from './newsletter-action';

export type NewsletterAction = 'confirm' | 'unsubscribe';

export async function newsletterMetadata(lang: Lang, action: NewsletterAction): Promise<Metadata> {
  const t = getServerT(lang, 'content');
  return {
    title: action === 'confirm' ? t('confirmTitle') : t('unsubscribeTitle'),
    alternates: alternates(lang, NEWSLETTER_PATHS[action]),
    robots: { index: false, follow: false },
  };
}

/**
 * The confirm and unsubscribe links' page. Opening it changes nothing (mail link scanners open every link):
 * it shows a button that posts the token (POST /api/users/subscriber/<action>/), then says what happened. A
 * token of the wrong shape is refused at once.
 */
export async function NewsletterResultPage({ lang, action, token }: { lang: Lang; action: NewsletterAction; token: string | undefined }) {
  const t = getServerT(lang, 'content');
  const home = (
    <p>
      <a href={localePath(lang, HOME_PATH)}>{t('backHome')}</a>
    </p>
  );
  const parsed = subscribeTokenSchema.safeParse(token);
  if (!parsed.success) {
    return (
      <div data-testid="newsletter-result" data-outcome="invalid">
        <MessagePanel title={t('invalidTokenTitle')} role="alert">
          <p>{errorMessage('INVALID_SUBSCRIBE_TOKEN', lang)}</p>
          <p>{t('invalidTokenHint')}</p>
          {home}
        </MessagePanel>
      </div>
    );
  }
  const confirm = action === 'confirm';
  return (
    <NewsletterActionPanel
      lang={lang}
      action={action}
      token={parsed.data}
      home={home}
      texts={{
        title: confirm ? t('confirmTitle') : t('unsubscribeTitle'),
        prompt: confirm ? t('confirmPrompt') : t('unsubscribePrompt'),
        button: confirm ? t('confirmButton') : t('unsubscribeButton'),
        working: t('working'),
        doneTitle: confirm ? t('confirmedTitle') : t('unsubscribedTitle'),
        doneText: confirm ? t('confirmedText') : t('unsubscribedText'),
        invalidTitle: t('invalidTokenTitle'),
        invalidHint: t('invalidTokenHint'),
        tryLater: t('tryLater'),
      }}
    />
  );
}
