import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { Lang } from '@/lib/i18n/config';
import type { SearchLocation } from '../../schemas';
import { EmptyResult } from './empty-result';
import { IndividualNotice } from './individual-notice';
import { ListingBreadcrumb } from './listing-breadcrumb';
import { ListingHeading } from './listing-heading';
import { SoldOutNotice } from './sold-out-notice';

const tFor = (lang: Lang) => createI18n(lang).getFixedT(lang, 'hotelList');

const danang: SearchLocation = {
  regionid: 7,
  name: 'Da Nang',
  name_vi: 'Đà Nẵng',
  regiontype: 'hotel province',
  seo_url: 'da-nang',
  countrycode: 'VN',
  full_address: 'Đà Nẵng, Việt Nam',
  full_address_en: 'Da Nang, Vietnam',
  parents: [],
  center: null,
};
const bangkok: SearchLocation = {
  ...danang,
  name: 'Bangkok',
  name_vi: 'Băng Cốc',
  countrycode: 'TH',
  full_address: 'Băng Cốc, Thái Lan',
  full_address_en: 'Bangkok, Thailand',
};

describe('SoldOutNotice', () => {
  it('has the exact title and the dates as DD/MM/YYYY', () => {
    render(<SoldOutNotice t={tFor('vi')} checkIn="2026-12-01" checkOut="2026-12-03" />);
    expect(screen.getByRole('heading')).toHaveTextContent(/^Rất tiếc, chúng tôi đã hết phòng$/);
    expect(screen.getByTestId('sold-out-notice')).toHaveTextContent(
      'Không còn phòng trống từ 01/12/2026 đến 03/12/2026. Vui lòng chọn ngày khác.',
    );
  });
});

describe('ListingBreadcrumb', () => {
  const props = { homeHref: '/', location: 'Đà Nẵng', checkIn: '2026-12-01', checkOut: '2026-12-03' };

  it('links Home and summarises hotels, dates as DD/MM and nights', () => {
    render(<ListingBreadcrumb t={tFor('vi')} {...props} total={128} nights={2} />);
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('listing-breadcrumb')).toHaveTextContent('128 khách sạn tại Đà Nẵng có phòng từ 01/12 đến 03/12, 2 đêm');
  });

  it('uses singular and plural in English', () => {
    const { unmount } = render(
      <ListingBreadcrumb t={tFor('en')} {...props} location="Da Nang" total={1} nights={1} checkOut="2026-12-02" />,
    );
    expect(screen.getByTestId('listing-breadcrumb')).toHaveTextContent('1 hotel in Da Nang with rooms from 01/12 to 02/12, 1 night');
    unmount();
    render(<ListingBreadcrumb t={tFor('en')} {...props} location="Da Nang" total={3} nights={2} />);
    expect(screen.getByTestId('listing-breadcrumb')).toHaveTextContent('3 hotels in Da Nang with rooms from 01/12 to 03/12, 2 nights');
  });
});

describe('ListingBreadcrumb when hotels are sold out', () => {
  const props = { homeHref: '/', checkIn: '2026-12-01', checkOut: '2026-12-03', nights: 2 };
  const text = () => screen.getByTestId('listing-breadcrumb').textContent ?? '';

  it('does not say the hotels have rooms when every one is sold out, beside the sold-out notice', () => {
    const { unmount } = render(
      <>
        <ListingBreadcrumb t={tFor('vi')} {...props} location="Đà Nẵng" total={12} available={0} />
        <SoldOutNotice t={tFor('vi')} checkIn="2026-12-01" checkOut="2026-12-03" />
      </>,
    );
    expect(text()).toContain('12 khách sạn tại Đà Nẵng, đã hết phòng từ 01/12 đến 03/12, 2 đêm');
    expect(text()).not.toContain('có phòng');
    unmount();
    render(<ListingBreadcrumb t={tFor('en')} {...props} location="Da Nang" total={1} available={0} />);
    expect(text()).toContain('1 hotel in Da Nang, sold out from 01/12 to 03/12, 2 nights');
    expect(text()).not.toContain('with rooms');
  });

  it('counts only the hotels with rooms when some are sold out', () => {
    const { unmount } = render(<ListingBreadcrumb t={tFor('vi')} {...props} location="Đà Nẵng" total={128} available={100} />);
    expect(text()).toContain('128 khách sạn tại Đà Nẵng, 100 còn phòng từ 01/12 đến 03/12, 2 đêm');
    unmount();
    render(<ListingBreadcrumb t={tFor('en')} {...props} location="Da Nang" total={128} available={100} />);
    expect(text()).toContain('128 hotels in Da Nang, 100 with rooms from 01/12 to 03/12, 2 nights');
  });

  it('keeps the plain wording when every hotel has rooms, or there are none', () => {
    const { unmount } = render(<ListingBreadcrumb t={tFor('vi')} {...props} location="Đà Nẵng" total={5} available={5} />);
    expect(text()).toContain('5 khách sạn tại Đà Nẵng có phòng từ 01/12 đến 03/12, 2 đêm');
    unmount();
    render(<ListingBreadcrumb t={tFor('vi')} {...props} location="Đà Nẵng" total={0} available={0} />);
    expect(text()).toContain('0 khách sạn tại Đà Nẵng có phòng');
  });
});

describe('ListingHeading', () => {
  it('gives the star rating and full address when SEO data has a star rating', () => {
    render(<ListingHeading t={tFor('vi')} lang="vi" location={danang} isDomestic seoStarRate={5} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Khách sạn 5 sao tại Đà Nẵng, Việt Nam');
  });

  it('uses the full address for a domestic search', () => {
    render(<ListingHeading t={tFor('en')} lang="en" location={danang} isDomestic />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hotels in Da Nang, Vietnam$/);
  });

  it('uses the location name for an international search', () => {
    render(<ListingHeading t={tFor('vi')} lang="vi" location={bangkok} isDomestic={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Khách sạn tại Băng Cốc$/);
  });
});

describe('notices', () => {
  it('points business customers to the corporate site', () => {
    render(<IndividualNotice t={tFor('vi')} corporateUrl="https://corporate.example.com" />);
    expect(screen.getByTestId('individual-notice')).toHaveTextContent('Trang web này dành cho khách hàng cá nhân.');
    expect(screen.getByRole('link', { name: 'trang quản lý du lịch doanh nghiệp' })).toHaveAttribute(
      'href',
      'https://corporate.example.com',
    );
  });

  it('shows the empty-state panel with the dates', () => {
    render(<EmptyResult t={tFor('vi')} checkIn="2026-12-01" checkOut="2026-12-03" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Không tìm thấy khách sạn phù hợp');
    expect(screen.getByTestId('empty-result')).toHaveTextContent('01/12/2026');
  });
});
