/** BreadcrumbList of a route page (home > flights > the route). */
export const routeBreadcrumbJsonLd = (crumbs: { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
});

/** The route's cheapest days as an ItemList of offers (VND, one adult, taxes and fees included). */
export const routeFaresJsonLd = (name: string, fares: { name: string; url: string; price: number; date: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  itemListElement: fares.map((fare, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    item: {
      '@type': 'Offer',
      name: fare.name,
      url: fare.url,
      price: fare.price,
      priceCurrency: 'VND',
      availabilityStarts: fare.date,
      availability: 'https://schema.org/InStock',
    },
  })),
});
