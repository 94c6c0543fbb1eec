import 'server-only';
// The search UI's server pages (landing, results, route pages) and the route pages of the sitemap.
export { FlightsLanding, landingMetadata } from './landing/landing-page';
export { ResultsPage, resultsMetadata } from './results/page/results-page';
export { RoutePage, routeMetadata } from './route-page/route-page';
export { flightRouteSitemapPaths } from './route-page/sitemap-paths';
