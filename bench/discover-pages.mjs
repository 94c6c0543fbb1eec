// The addresses of the page kinds that need finding, shared by the scripts that visit every page kind.
import { addDays, vnToday } from './lib.mjs';

/**
 * A hotel page, an open deal page and a flight results page (HAN → DAD, 16 days ahead), found through the site as a
 * visitor finds them (the listing's links, the deals API), for the scripts that visit every page kind.
 */
export async function discoverPages(base) {
  const ok = async (path) => {
    // a kept-alive connection closed by the server during a long run: ask once more
    const answer = await fetch(base + path).catch(() => fetch(base + path));
    if (!answer.ok) throw new Error(`bench: ${path} answered ${answer.status}`);
    return answer;
  };
  const listingHtml = await (await ok('/khach-san/da-nang')).text();
  const hotel = listingHtml.match(/href="(\/khach-san\/vn\/[^"?#]+)/)?.[1];
  const deals = (await (await ok('/api/v2-hotel/deals/?lang=vi&page=1&page_size=6')).json()).data.items;
  const deal = (deals.find((d) => !d.sold_out) ?? deals[0])?.path;
  if (!hotel || !deal) throw new Error(`bench: could not find a hotel (${hotel}) or a deal (${deal})`);
  const day = addDays(vnToday(), 16).split('-').reverse().join('-');
  return { hotel, deal, flightResults: `/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${day}&ps=1.0.0` };
}
