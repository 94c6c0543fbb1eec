import type { Metadata } from 'next';
import { firstParam, langOf, ssoHref, SsoForm, SsoLinks, ssoMessages, SsoShell } from '@/features/sso/index';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: ssoMessages(langOf(firstParam((await searchParams).lang))).logoutTitle };
}

/** A GET never signs out (a link or an image could do it): the button posts to the API. */
export default async function LogoutPage({ searchParams }: Props) {
  const query = await searchParams;
  const lang = langOf(firstParam(query.lang));
  const callbackUrl = firstParam(query.callbackUrl);
  const m = ssoMessages(lang);
  return (
    <SsoShell lang={lang} title={m.logoutTitle} otherLangHref={ssoHref('logout', { callbackUrl, lang: lang === 'en' ? 'vi' : 'en' })}>
      <p>{m.logoutQuestion}</p>
      <SsoForm
        action={`/sso/api/logout?lang=${lang}`}
        fields={[]}
        extra={{ callbackUrl, lang }}
        submitLabel={m.submitLogout}
        busyLabel={m.busy}
        networkMessage={m.network}
        formErrorsMessage={m.formErrors}
        onSuccess="redirect"
        testId="sso-logout-form"
      />
      <SsoLinks links={[{ href: '/', label: m.cancel }]} />
    </SsoShell>
  );
}
