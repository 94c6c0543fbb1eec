/** Spec 7.6: SSO_BASE_URL + "/login?callbackUrl=" + the current page address, encoded. */
export function ssoUrl(ssoBaseUrl: string, page: 'login' | 'register', currentUrl: string): string {
  return `${ssoBaseUrl.replace(/\/+$/, '')}/${page}?callbackUrl=${encodeURIComponent(currentUrl)}`;
}
