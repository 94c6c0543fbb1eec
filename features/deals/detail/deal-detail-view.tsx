import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Price } from '@/features/currency/index';
import { todayIso } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { JsonLd } from '@/lib/seo/json-ld';
import { COMBO_PATH, DEALS_PATH, HOME_PATH, hotelDetailPath, localePath } from '@/lib/paths';
import type { DealDetail } from '../schemas';
import { cardPrices } from '../list/deal-card';
import { pricePerAdult } from '../rules/price';
import { DealGallery } from './deal-gallery';
import { dealJsonLd } from './deal-json-ld';
import styles from './deal-detail.module.css';
import { Breadcrumb } from '@/components/navigation/breadcrumb';

type Props = {
  deal: DealDetail;
  lang: Lang;
  t: TFunction;
  /** the site's public origin (absolute addresses in the structured data) */
  origin: string;
  /** the buy-deal popup of a voucher deal, or a combo deal's builder */
  buy: ReactNode;
};

const vnDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** An instant's calendar day in Vietnam (where the deals are sold), not the UTC day its ISO string names. */
const vnDayOf = (instant: string) => vnDate(todayIso(new Date(instant)));

/** The hotel's page: the deal's hotel may carry its country code (Vietnam when it does not). */
function dealHotelHref(deal: DealDetail, lang: Lang): string {
  const hotel: DealDetail['hotel'] & { country_code?: string | null } = deal.hotel;
  return localePath(lang, hotelDetailPath({ id: hotel.id, name: hotel.name, countryCode: hotel.country_code ?? 'VN' }));
}

/**
 * A deal's page body: breadcrumbs, gallery, name and hotel, price options, validity and what is left, the buy
 * area, then the details (HTML sanitised by the server when stored and when read: the only HTML put in as is),
 * package services and add-ons; JSON-LD Product with its Offers.
 */
export function DealDetailView({ deal, lang, t, origin, buy }: Props) {
  const listPath = deal.deal_type === 'combo' ? COMBO_PATH : DEALS_PATH;
  const url = origin + localePath(lang, deal.path);
  const { price, listPrice, percent } = cardPrices(deal);
  const hotelHref = dealHotelHref(deal, lang);
  return (
    <div className={styles.page} data-testid="deal-page" data-deal-id={deal.id} data-deal-type={deal.deal_type}>
      <JsonLd data={dealJsonLd(deal, { url, origin })} />
      <Breadcrumb
        label={t('detail.breadcrumbLabel')}
        crumbs={[
          { label: t('detail.breadcrumbHome'), href: localePath(lang, HOME_PATH) },
          { label: t(deal.deal_type === 'combo' ? 'detail.breadcrumbCombo' : 'detail.breadcrumbDeals'), href: localePath(lang, listPath) },
          { label: deal.name },
        ]}
      />
      <div className={styles.top}>
        <DealGallery images={deal.image_deal} name={deal.name} />
        <section className={styles.summary} aria-labelledby="deal-name">
          <h1 id="deal-name" className={styles.name}>
            {deal.name}
          </h1>
          <p className={styles.hotelLine}>
            <a href={hotelHref} data-testid="deal-hotel-link">
              {deal.hotel.name}
            </a>
            {deal.hotel.star_rate > 0 ? (
              <span className={styles.stars} role="img" aria-label={t('card.stars', { count: deal.hotel.star_rate })}>
                {'★'.repeat(Math.round(deal.hotel.star_rate))}
              </span>
            ) : null}
          </p>
          <p className={styles.muted}>{deal.hotel.address}</p>
          <p>{t('card.roomNights', { count: deal.room_nights })}</p>
          <div className={styles.priceBlock}>
            {listPrice > price ? (
              <s className={styles.listPrice}>
                <span className="visually-hidden">{t('card.listPrice')} </span>
                <Price vnd={listPrice} />
              </s>
            ) : null}
            {percent > 0 ? <span className={styles.discount}>{t('card.discount', { percent })}</span> : null}
            <div data-testid="deal-from">
              {t('card.from')} <Price vnd={price} className={styles.price} />
              {deal.deal_type === 'combo' ? ` ${t('card.perAdult')}` : null}
            </div>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.validity')}</dt>
              <dd data-testid="deal-validity" data-valid-from={deal.valid_from} data-valid-to={deal.valid_to}>
                {t('detail.validityText', { from: vnDate(deal.valid_from), to: vnDate(deal.valid_to) })}
              </dd>
            </div>
            {deal.book_ahead_days > 0 ? (
              <div>
                <dt>{t('detail.bookAheadLabel')}</dt>
                <dd data-testid="deal-book-ahead" data-first-departure={deal.first_departure_date}>
                  {t('detail.bookAheadText', { count: deal.book_ahead_days, date: vnDate(deal.first_departure_date) })}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('detail.saleEndsLabel')}</dt>
              <dd data-testid="deal-sale-ends">{vnDayOf(deal.sale_ends_at)}</dd>
            </div>
          </dl>
          {deal.sold_out ? (
            <p className={styles.alert} role="status" data-testid="deal-sold-out">
              {t('detail.soldOut')}
            </p>
          ) : !deal.on_sale ? (
            <p className={styles.alert} role="status">
              {t('detail.notOnSale')}
            </p>
          ) : (
            <p className={styles.left} data-testid="deal-left">
              {t('detail.left', { count: deal.quantity_left })}
            </p>
          )}
          {buy}
        </section>
      </div>
      <div className={styles.sections}>
        {deal.price_deal.length > 0 ? (
          <section aria-labelledby="deal-options" className={styles.section}>
            <h2 id="deal-options">{t('detail.options')}</h2>
            <ul className={styles.options} data-testid="deal-options">
              {deal.price_deal.map((option) => (
                <li key={option.id} className={styles.option}>
                  <span>{option.name}</span>
                  {/* a combo option's price is its calendar's lowest day (the API prices it so): shown per adult, as the card */}
                  {deal.deal_type === 'combo' ? (
                    <span data-testid="deal-option-from">
                      {t('card.from')} <Price vnd={pricePerAdult(option.sell_price, deal.adult_number)} className={styles.optionPrice} />{' '}
                      {t('card.perAdult')}
                    </span>
                  ) : (
                    <span>
                      {option.list_price > option.sell_price ? (
                        <s className={styles.listPrice}>
                          <span className="visually-hidden">{t('card.listPrice')} </span>
                          <Price vnd={option.list_price} />
                        </s>
                      ) : null}{' '}
                      <Price vnd={option.sell_price} className={styles.optionPrice} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {deal.flights.length > 0 ? (
          <section aria-labelledby="deal-flights" className={styles.section}>
            <h2 id="deal-flights">{t('detail.flights')}</h2>
            <ul>
              {deal.flights.map((f) => (
                <li key={`${f.origin}-${f.destination}`}>
                  {t('detail.flightLine', {
                    origin: `${f.origin_city} (${f.origin})`,
                    destination: `${f.destination_city} (${f.destination})`,
                    adults: f.adult_number,
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {deal.package_services.length > 0 ? (
          <section aria-labelledby="deal-services" className={styles.section}>
            <h2 id="deal-services">{t('detail.services')}</h2>
            <ul className={styles.ticks} data-testid="deal-services">
              {deal.package_services.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {deal.package_addons.length > 0 ? (
          <section aria-labelledby="deal-addons" className={styles.section}>
            <h2 id="deal-addons">{t('detail.addons')}</h2>
            <ul className={styles.ticks}>
              {deal.package_addons.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="deal-details" className={styles.section}>
          <h2 id="deal-details">{t('detail.details')}</h2>
          {/* server-sanitised HTML (sanitizeRichText's allowlist when stored and again when read) */}
          <div className={styles.details} data-testid="deal-details" dangerouslySetInnerHTML={{ __html: deal.details }} />
          <p>
            <a href={hotelHref}>{t('detail.viewHotel')}</a>
          </p>
        </section>
      </div>
    </div>
  );
}
