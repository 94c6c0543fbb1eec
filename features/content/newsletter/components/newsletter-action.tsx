'use client';

import { useState, type ReactNode } from 'react';
import { MessagePanel } from '@/components/feedback/message-panel';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { errorMessage } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { postSubscriberToken } from '../../api/subscriber-token';
import styles from '../../content.module.css';

export type NewsletterActionTexts = {
  title: string;
  prompt: string;
  button: string;
  working: string;
  doneTitle: string;
  doneText: string;
  invalidTitle: string;
  invalidHint: string;
  tryLater: string;
};

type State = { step: 'ask' | 'sending' } | { step: 'done' } | { step: 'failed'; message: string; hint: boolean };

/**
 * A newsletter link's page: opening it only asks; the button posts the link's token and the page says what
 * happened. Mail scanners (Outlook Safe Links…) open every link but press no button.
 */
export function NewsletterActionPanel({
  lang,
  action,
  token,
  texts,
  home,
}: {
  lang: Lang;
  action: 'confirm' | 'unsubscribe';
  token: string;
  texts: NewsletterActionTexts;
  home: ReactNode;
}) {
  const [state, setState] = useState<State>({ step: 'ask' });

  const press = async () => {
    setState({ step: 'sending' });
    try {
      await postSubscriberToken(action, token);
      setState({ step: 'done' });
    } catch (error) {
      if (error instanceof ApiClientError && error.errorCode === 'INVALID_SUBSCRIBE_TOKEN') {
        setState({ step: 'failed', message: errorMessage('INVALID_SUBSCRIBE_TOKEN', lang), hint: true });
      } else {
        setState({
          step: 'failed',
          message: error instanceof ApiClientError && error.httpStatus === 429 ? error.messageIn(lang) : texts.tryLater,
          hint: false,
        });
      }
    }
  };

  if (state.step === 'failed') {
    return (
      <div data-testid="newsletter-result" data-outcome="invalid">
        <MessagePanel title={texts.invalidTitle} role="alert">
          <p>{state.message}</p>
          {state.hint ? <p>{texts.invalidHint}</p> : null}
          {home}
        </MessagePanel>
      </div>
    );
  }
  if (state.step === 'done') {
    return (
      <div data-testid="newsletter-result" data-outcome={action === 'confirm' ? 'confirmed' : 'unsubscribed'}>
        <MessagePanel title={texts.doneTitle}>
          <p role="status">{texts.doneText}</p>
          {home}
        </MessagePanel>
      </div>
    );
  }
  return (
    <div data-testid="newsletter-result" data-outcome="ask">
      <MessagePanel title={texts.title}>
        <p>{texts.prompt}</p>
        <p>
          <button
            className={styles.submit}
            type="button"
            onClick={() => void press()}
            disabled={state.step === 'sending'}
            data-testid="newsletter-action"
          >
            {state.step === 'sending' ? texts.working : texts.button}
          </button>
        </p>
        {home}
      </MessagePanel>
    </div>
  );
}
