import 'server-only';
// The server-rendered pages and sections of content that app/ mounts. API routes import server.ts, which loads no UI.
export { ArticlePage, ArticlesPage, articleMetadata, articlesMetadata } from './posts/components/articles-page';
export { HomeContentRows } from './posts/components/home-content';
export { FooterNewsletter } from './newsletter/components/footer-newsletter';
export { NewsletterResultPage, newsletterMetadata } from './newsletter/components/newsletter-result-page';
export { ContactPage, contactMetadata } from './contact/components/contact-page';
export { LegalPage, legalMetadata } from './legal/components/legal-page';
