import 'server-only';
// The server-rendered pages and sections of flights that app/ mounts. API routes import server.ts, which loads no UI.
export { FlightsLanding, landingMetadata } from './landing/landing-page';
export { ResultsPage, resultsMetadata } from './results/page/results-page';
export { RoutePage, routeMetadata } from './route-page/route-page';
