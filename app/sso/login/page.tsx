import type { Metadata } from 'next';
import { firstParam, langOf, ssoHref, SsoForm, SsoLinks, ssoMessages, SsoShell } from '@/features/sso/index';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: ssoMessages(langOf(firstParam((await searchParams).lang))).loginTitle };
}

export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams;
  const lang = langOf(firstParam(query.lang));
  const callbackUrl = firstParam(query.callbackUrl);
  const m = ssoMessages(lang);
  return (
    <SsoShell lang={lang} title={m.loginTitle} otherLangHref={ssoHref('login', { callbackUrl, lang: lang === 'en' ? 'vi' : 'en' })}>
      <SsoForm
        action={`/sso/api/login?lang=${lang}`}
        fields={[
          { name: 'email', label: m.email, type: 'email', autoComplete: 'username' },
          { name: 'password', label: m.password, type: 'password', autoComplete: 'current-password' },
        ]}
        extra={{ callbackUrl, lang }}
        submitLabel={m.submitLogin}
        busyLabel={m.busy}
        networkMessage={m.network}
        formErrorsMessage={m.formErrors}
        onSuccess="redirect"
        testId="sso-login-form"
      />
      <SsoLinks
        links={[
          { href: ssoHref('forgot-password', { callbackUrl, lang }), label: m.forgotLink },
          { href: ssoHref('register', { callbackUrl, lang }), label: m.registerTitle, prefix: m.noAccount },
        ]}
      />
    </SsoShell>
  );
}
