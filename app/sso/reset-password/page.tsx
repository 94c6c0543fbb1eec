import type { Metadata } from 'next';
import { firstParam, langOf, ssoHref, SsoForm, SsoLinks, ssoMessages, SsoShell } from '@/features/sso/index';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: ssoMessages(langOf(firstParam((await searchParams).lang))).resetTitle, referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  const lang = langOf(firstParam(query.lang));
  const token = firstParam(query.token);
  const m = ssoMessages(lang);
  const other = `/sso/reset-password?${new URLSearchParams({ ...(token ? { token } : {}), ...(lang === 'en' ? {} : { lang: 'en' }) })}`;
  return (
    <SsoShell lang={lang} title={m.resetTitle} otherLangHref={other}>
      {token ? (
        <SsoForm
          action={`/sso/api/reset-password?lang=${lang}`}
          fields={[{ name: 'password', label: m.newPassword, type: 'password', autoComplete: 'new-password', hint: m.passwordHint }]}
          extra={{ token, lang }}
          submitLabel={m.submitReset}
          busyLabel={m.busy}
          networkMessage={m.network}
          formErrorsMessage={m.formErrors}
          onSuccess="redirect"
          testId="sso-reset-form"
        />
      ) : (
        <p role="alert">{m.missingToken}</p>
      )}
      <SsoLinks
        links={[
          { href: ssoHref('forgot-password', { lang }), label: m.forgotTitle },
          { href: ssoHref('login', { lang }), label: m.backToLogin },
        ]}
      />
    </SsoShell>
  );
}
