import { notFound } from 'next/navigation';

// Any address no other page serves: the translated 404 (app/[lang]/not-found.tsx) inside the site's layout,
// in the address's language, where Next's own 404 page knows neither.
export default function MissingPage() {
  notFound();
}
