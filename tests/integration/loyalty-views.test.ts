import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityPageView, LoyaltyOverview, RecentActivity } from '@/features/loyalty/pages';
import { todayIso } from '@/lib/dates/product-date';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
});
afterAll(async () => {
  await database.drop();
});

const html = async (element: Promise<React.ReactElement>) => renderToStaticMarkup(await element);
const count = (text: string, part: string) => text.split(part).length - 1;

describe(`loyalty account views [${process.env.TEST_DB_KIND}]`, () => {
  it('shows the level, points, progress and the next expiring points with their DD/MM/YYYY date', async () => {
    const page = await html(LoyaltyOverview({ userId: 1, lang: 'vi' }));
    expect(page).toContain('Vàng');
    expect(page).toContain('2.500');
    expect(page).toContain('aria-valuenow="25"');
    expect(page).toContain('Còn 15 đêm phòng để lên hạng Bạch kim');
    // the seeded soonest credit expires 12 days after the seed day, at 09:00 Vietnam time
    const [y, m, d] = new Date(Date.parse(`${todayIso()}T09:00:00+07:00`) + 12 * 86_400_000).toISOString().slice(0, 10).split('-');
    expect(page).toContain(`200 điểm sẽ hết hạn vào ${d}/${m}/${y}`);
    expect(page).toContain('2 mã giảm giá khả dụng');
    expect(await html(LoyaltyOverview({ userId: 3, lang: 'en' }))).toContain('You are not a loyalty member yet.');
  });

  it('previews at most 5 activity rows with the spec labels and a link to all of them', async () => {
    const page = await html(RecentActivity({ userId: 1, lang: 'vi' }));
    expect(count(page, 'data-testid="activity-row"')).toBe(5);
    expect(page).toContain('href="/tai-khoan/hoat-dong"');
    expect(page).toContain('Xem tất cả');
    expect(page).toContain('Hoàn tiền từ đơn hàng');
    expect(page).toContain('data-tone="yellow"');
    expect(page).toMatch(/data-status="PENDING"[^>]*>Chờ duyệt</);
    expect(await html(RecentActivity({ userId: 1, lang: 'en' }))).toContain('href="/en/tai-khoan/hoat-dong"');
    const empty = await html(RecentActivity({ userId: 3, lang: 'vi' }));
    expect(empty).toContain('Chưa có hoạt động nào.');
    expect(empty).not.toContain('activity-row');
  });

  it('lists every row with the full columns on the activity page', async () => {
    const page = await html(ActivityPageView({ userId: 1, lang: 'vi', page: 1 }));
    expect(count(page, 'data-testid="activity-row"')).toBe(7);
    expect(page).toContain('Mã giao dịch');
    expect(page).toContain('Ngày hết hạn');
    expect(page).toContain('Tiêu tiền cho đơn hàng');
    expect(page).toMatch(/>−1\.000</);
  });
});
