import { flightRoutePath } from '@/lib/paths';

type Named = { code: string; cityNameVi: string };

/** The canonical route page of two airports: the slug is made of the Vietnamese city names and the codes. */
export const routePagePath = (origin: Named, destin: Named): string =>
  flightRoutePath({ originCode: origin.code, destinCode: destin.code, originCity: origin.cityNameVi, destinCity: destin.cityNameVi });
