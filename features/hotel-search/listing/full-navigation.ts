/** A full page load (the server renders everything again); its own module so tests can replace it. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
