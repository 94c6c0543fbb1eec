import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect } from 'vitest';
import { PriceBreakdown } from '@/features/booking/checkout/price-breakdown/price-breakdown';
import type { BookingRequest } from '@/features/booking/schemas';
import { HotelCard } from '@/features/hotel-search/listing/hotel-card/hotel-card';
import { toCardHotel } from '@/features/hotel-search/listing/hotel-card/card-hotel';
import { PriceModeProvider } from '@/features/hotel-search/listing/price-mode-context';
import { ViewerContext } from '@/features/hotel-search/listing/viewer';
import { MapPin } from '@/features/hotel-search/map/map-pin';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import type { Viewer } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import type { CurrencyCode } from '@/lib/money/currency';
import { formatMoney } from '@/lib/money/format-money';
import { TestProviders } from '../helpers/render-with-providers';

/**
 * Reading prices the way a traveller reads them: rendered markup, its visible text, the amounts as written in
 * the shown currency (VND in dong, USD in cents). No DOM library: the markup is React's own, and each reader below
 * looks only for the test ids and data attributes the components put there.
 */
export type Shown = { lang: Lang; currency: CurrencyCode; usdRate: number };

export const renderShown = (element: ReactElement | null, shown: Shown): string =>
  // a .ts file has no JSX: children go in as the prop TestProviders types
  // eslint-disable-next-line react/no-children-prop
  renderToString(createElement(TestProviders, { lang: shown.lang, currency: shown.currency, usdRate: shown.usdRate, children: element }));

/** The visible text of some markup: tags and React's text separators dropped, the few entities React writes decoded. */
export const textOf = (html: string): string =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\u00a0/g, ' ');

const MONEY = /([−-])?\s*\+?\s*(?:\$([\d,]+\.\d{2})|(\d{1,3}(?:\.\d{3})*) ₫)/g;

/** Every amount written in a text, signed (a leading − or - takes off), in minor units: dong or cents. */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(MONEY)].map(([, sign, usd, vnd]) => {
    const minor = usd !== undefined ? Math.round(Number(usd.replace(/,/g, '')) * 100) : Number(vnd!.replace(/\./g, ''));
    return sign ? -minor : minor;
  });
}

/** The amount a VND figure is displayed as, in the shown currency's minor units (what the eye reads). */
export const displayedMinor = (vnd: number, shown: Shown): number => amountsIn(formatMoney(vnd, shown.currency, shown.usdRate))[0]!;
export const displayed = (vnd: number, shown: Shown): string => formatMoney(vnd, shown.currency, shown.usdRate);

/** The markup of every element carrying `data-testid="<id>"`, from its opening tag up to the next one of its kind. */
function blocksOf(html: string, testId: string): string[] {
  const marker = `data-testid="${testId}"`;
  return html.split(marker).slice(1);
}

/** The text inside the first element with this test id (up to its closing tag of the same name). */
function testIdText(html: string, testId: string): string | null {
  const match = new RegExp(`<(\\w+)[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? textOf(match[2]!) : null;
}

export type Row = { attrs: string; label: string; value: string };

/** The rows of a price list: `<div …><dt>label</dt><dd …>value</dd></div>`, with the row's attributes. */
function rowsOf(html: string): Row[] {
  return [...html.matchAll(/<div([^>]*)>\s*<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd([^>]*)>([\s\S]*?)<\/dd>\s*<\/div>/g)].map(
    ([, attrs, label, , value]) => ({
      attrs: attrs!,
      label: textOf(label!),
      value: textOf(value!),
    }),
  );
}

/** A row's data attribute, e.g. data-kind. */
const attrOf = (attrs: string, name: string): string | null => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1] ?? null;

/**
 * The lines a traveller adds up: signed amounts of rows that are summands. Rows that only inform (subtotals, what a
 * price already includes, notes) say so with data-kind and are not summed.
 */
export function summands(rows: Row[]): number[] {
  return rows
    .filter((row) => !['subtotal', 'included', 'note'].includes(attrOf(row.attrs, 'data-kind') ?? ''))
    .flatMap((row) => amountsIn(row.value).slice(-1));
}

/** One rate plan on the hotel page, as shown: its room's state and its price for one room and the stay. */
export type PageOffer = {
  planId: number;
  roomBlocked: boolean;
  roomsLeft: number | null;
  totalVnd: number;
  totalText: string;
  amounts: number[];
};

/** The rate plans of a rendered hotel page. */
export function pageOffers(html: string): PageOffer[] {
  return blocksOf(html, 'room-type').flatMap((room) => {
    const opening = room.slice(0, room.indexOf('>'));
    const left = /data-testid="rooms-left"[^>]*>([\s\S]*?)<\/p>/.exec(room);
    const roomsLeft = left ? Number(/\d+/.exec(textOf(left[1]!))?.[0] ?? NaN) : null;
    return blocksOf(room, 'rate-plan').map((plan) => {
      const total = /data-testid="offer-total"[^>]*data-vnd="(\d+)"[^>]*>([\s\S]*?)<\/strong>/.exec(plan);
      return {
        planId: Number(/data-plan-id="(\d+)"/.exec(plan)?.[1]),
        roomBlocked: opening.includes('data-blocked="true"'),
        roomsLeft,
        totalVnd: Number(total?.[1] ?? NaN),
        totalText: textOf(total?.[2] ?? ''),
        amounts: amountsIn(textOf(plan)),
      };
    });
  });
}

/** The checkout box's rows and its "Tổng cộng" as displayed (null when it shows none). */
function breakdownShown(html: string): { rows: Row[]; total: number | null } {
  const box = /data-testid="price-breakdown"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const totalText = /data-testid="breakdown-total"[^>]*>([\s\S]*?)<\/p>/.exec(box)?.[1];
  const total = totalText === undefined ? null : (amountsIn(textOf(totalText)).at(-1) ?? null);
  return { rows: rowsOf(box).filter((row) => row.attrs.includes('data-line=')), total };
}

/** The order page's price section: its rows (the total's row apart) and its total as displayed. */
export function orderPricesShown(html: string): { rows: Row[]; total: number | null } {
  const section = /data-testid="order-prices"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const rows = rowsOf(section);
  const totalRow = rows.find((row) => row.attrs.includes('data-testid="order-total"'));
  return { rows: rows.filter((row) => row !== totalRow), total: totalRow ? (amountsIn(totalRow.value).at(-1) ?? null) : null };
}

/** A mail's "label: value" lines (its text part). */
export const mailFacts = (text: string): [string, string][] =>
  text
    .split('\n')
    .map((line) => /^([^:]+):\s(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!.trim(), m[2]!.trim()]);

/** The card and the map pin as drawn for this viewer: the card per night (the default) and for the stay. */
export function cardAndPin(
  item: HotelListItem,
  viewer: Viewer,
  stay: { checkIn: string; nights: number; roomCount: number; adultCount: number },
  isDomestic: boolean,
  shown: Shown,
) {
  const card = (isPriceOneNight: boolean) =>
    renderShown(
      createElement(
        ViewerContext.Provider,
        { value: viewer },
        // the provider types its children as a required prop
        // eslint-disable-next-line react/no-children-prop
        createElement(PriceModeProvider, {
          initial: { isPriceOneNight, isShowFinalPriceHotel: true },
          children: createElement(HotelCard, {
            hotel: toCardHotel(item, { lang: shown.lang, stay, isDomestic }),
            lang: shown.lang,
            nights: stay.nights,
            isDomestic,
            index: 0,
            ssoBaseUrl: 'http://localhost/sso',
          }),
        }),
      ),
      shown,
    );
  const night = card(true);
  const pin = renderShown(
    createElement(ViewerContext.Provider, { value: viewer }, createElement(MapPin, { hotel: item, active: false, onSelect: () => {} })),
    shown,
  );
  return {
    soldOut: night.includes('data-sold-out="true"'),
    night: testIdText(night, 'price-amount'),
    stay: testIdText(card(false), 'price-amount'),
    pin: testIdText(pin, 'map-pin'),
  };
}

/** Each checkout box a traveller sees for the request: every step, with and without "giá đã gồm thuế". */
export function checkBreakdowns(request: BookingRequest, shown: Shown, feeVnd: number | null) {
  for (const step of [1, 2, 3] as const) {
    for (const isShowFinalPrice of [true, false]) {
      const payment = step === 3 && feeVnd !== null ? { feeVnd, voucher: false } : null;
      const html = renderShown(
        createElement(PriceBreakdown, { request, step, isShowFinalPrice, onShowFinalPriceChange: () => {}, payment }),
        shown,
      );
      const box = breakdownShown(html);
      const where = `checkout step ${step}, VAT ${isShowFinalPrice ? 'included' : 'excluded'}, ${shown.currency}`;
      const charged = request.prices.final_price.inclusive + (payment?.feeVnd ?? 0);
      expect(box.total, `${where}: "Tổng cộng" is shown`).not.toBeNull();
      expect(box.total, `${where}: "Tổng cộng" is what will be charged`).toBe(displayedMinor(charged, shown));
      expect(
        summands(box.rows).reduce((a, b) => a + b, 0),
        `${where}: the lines add up to "Tổng cộng" (${JSON.stringify(box.rows)})`,
      ).toBe(box.total);
    }
  }
}
