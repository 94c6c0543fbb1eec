import 'server-only';
import { popularRoutes } from '../server/search-entry';
import { routePagePath } from './route-path';

/** The route pages the sitemap lists: every route the site sells (popularRoutes lists them all). */
export async function flightRouteSitemapPaths(): Promise<string[]> {
  const routes = await popularRoutes();
  return routes.map((r) =>
    routePagePath({ code: r.originCode, cityNameVi: r.originCityVi }, { code: r.destinCode, cityNameVi: r.destinCityVi }),
  );
}
