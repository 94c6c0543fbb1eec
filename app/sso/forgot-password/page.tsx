import type { Metadata } from 'next';
import { firstParam, langOf, ssoHref, SsoForm, SsoLinks, ssoMessages, SsoShell } from '@/features/sso/index';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: ssoMessages(langOf(firstParam((await searchParams).lang))).forgotTitle };
}

export default async function ForgotPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  const lang = langOf(firstParam(query.lang));
  const callbackUrl = firstParam(query.callbackUrl);
  const m = ssoMessages(lang);
  return (
    <SsoShell
      lang={lang}
      title={m.forgotTitle}
      otherLangHref={ssoHref('forgot-password', { callbackUrl, lang: lang === 'en' ? 'vi' : 'en' })}
    >
      <SsoForm
        action={`/sso/api/forgot-password?lang=${lang}`}
        fields={[{ name: 'email', label: m.email, type: 'email', autoComplete: 'email' }]}
        extra={{ lang }}
        submitLabel={m.submitForgot}
        busyLabel={m.busy}
        networkMessage={m.network}
        formErrorsMessage={m.formErrors}
        onSuccess="message"
        testId="sso-forgot-form"
      />
      <SsoLinks links={[{ href: ssoHref('login', { callbackUrl, lang }), label: m.backToLogin }]} />
    </SsoShell>
  );
}
