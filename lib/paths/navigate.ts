/**
 * A full page load: the server renders everything again (listings and hotel pages are server-rendered).
 * Its own module so tests can replace it.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
