/** A full navigation: listings and hotel pages are server-rendered. Its own module so tests can stub it. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
