import type { Metadata } from 'next';
import { firstParam, langOf, ssoHref, SsoForm, SsoLinks, ssoMessages, SsoShell } from '@/features/sso/index';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: ssoMessages(langOf(firstParam((await searchParams).lang))).registerTitle };
}

export default async function RegisterPage({ searchParams }: Props) {
  const query = await searchParams;
  const lang = langOf(firstParam(query.lang));
  const callbackUrl = firstParam(query.callbackUrl);
  const m = ssoMessages(lang);
  return (
    <SsoShell lang={lang} title={m.registerTitle} otherLangHref={ssoHref('register', { callbackUrl, lang: lang === 'en' ? 'vi' : 'en' })}>
      <SsoForm
        action={`/sso/api/register?lang=${lang}`}
        fields={[
          { name: 'last_name', label: m.lastName, type: 'text', autoComplete: 'family-name' },
          { name: 'first_name', label: m.firstName, type: 'text', autoComplete: 'given-name' },
          { name: 'email', label: m.email, type: 'email', autoComplete: 'email' },
          { name: 'phone', label: m.phone, type: 'tel', autoComplete: 'tel-national' },
          { name: 'password', label: m.password, type: 'password', autoComplete: 'new-password', hint: m.passwordHint },
        ]}
        extra={{ callbackUrl, lang }}
        submitLabel={m.submitRegister}
        busyLabel={m.busy}
        networkMessage={m.network}
        formErrorsMessage={m.formErrors}
        onSuccess="redirect"
        testId="sso-register-form"
      />
      <SsoLinks links={[{ href: ssoHref('login', { callbackUrl, lang }), label: m.loginTitle, prefix: m.haveAccount }]} />
    </SsoShell>
  );
}
