import { expect, type Page } from '@playwright/test';

/** The steps of a hotel booking that several journeys share: a listing to a hotel page, two rooms, checkout step 1. */
export type Lang = 'vi' | 'en';
export const TEXT = {
  vi: {
    photos: 'Ảnh khách sạn',
    receiver: (n: number) => `Thông tin người nhận phòng ${n}`,
    fullName: 'Họ và tên',
    phone: 'Số điện thoại',
    continue: 'Tiếp tục',
    toPayment: 'Tiếp tục đến thanh toán',
    payment: 'Chọn phương thức thanh toán',
    expired: 'Thời gian giữ phòng đã hết',
    update: 'Cập nhật giá',
  },
  en: {
    photos: 'Hotel photos',
    receiver: (n: number) => `Receiver information ${n}`,
    fullName: 'Full name',
    phone: 'Phone number',
    continue: 'Continue',
    toPayment: 'Continue to payment',
    payment: 'Choose payment method',
    expired: 'The room hold has expired',
    update: 'Update price',
  },
} as const;
export const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** From a listing to a hotel page for 2 rooms and 2 adults, as the card links it with the party changed. */
export async function openHotelForTwoRooms(page: Page, lang: Lang, stay: Record<string, string> = {}): Promise<void> {
  await page.goto(`${prefixOf(lang)}/khach-san/da-nang`);
  const cards = page.getByTestId('hotel-card');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.getByTestId('hotel-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // the first card whose hotel still has two rooms of one rate for the stay
  for (const href of [...new Set(hrefs)].slice(0, 8)) {
    const url = new URL(href, 'http://x');
    url.searchParams.set('roomCount', '2');
    url.searchParams.set('adultCount', '2');
    for (const [name, value] of Object.entries(stay)) url.searchParams.set(name, value);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByTestId('hotel-detail')).toBeVisible();
    const select = page
      .locator('[data-testid="room-count"]:not([disabled])')
      .filter({ has: page.locator('option[value="2"]') })
      .first();
    if ((await select.count()) === 0) continue;
    await select.selectOption('2');
    return;
  }
  throw new Error('no hotel on the listing has two rooms of one rate left');
}

export async function bookSelection(page: Page): Promise<string> {
  await expect(page.getByTestId('selection-total')).toBeVisible();
  await page.getByTestId('book-button').click();
  await page.waitForURL(/\/dat-phong\/[0-9a-f-]{36}/, { timeout: 20_000 });
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  return page.url();
}

export async function fillWhoIsStaying(page: Page, lang: Lang): Promise<void> {
  await page.locator('#booker-name').fill('Nguyễn Văn An');
  await page.locator('#booker-email').fill('an.nguyen@example.com');
  await page.locator('#booker-phone').fill('901234567');
  for (const n of [1, 2]) {
    const block = page.getByTestId(`receiver-${n}`);
    await expect(block.getByText(TEXT[lang].receiver(n))).toBeVisible();
    if (n === 1 && (await block.getByRole('checkbox').isChecked())) continue;
    await block.getByLabel(TEXT[lang].fullName).fill(n === 1 ? 'Nguyễn Văn An' : 'Trần Thị Bình');
    await block.getByLabel(TEXT[lang].phone).fill(n === 1 ? '901234567' : '912345678');
  }
}
