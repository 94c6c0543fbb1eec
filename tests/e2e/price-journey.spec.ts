import { expect, test, type Locator, type Page } from '@playwright/test';
import { prefixOf, type Lang } from './booking-steps';
import { isoAhead, productDate } from './helpers';

// Issue 33 end to end: one traveller's journey from a listing card to the confirmation email, reading the same price
// (card, hotel page cheapest rate, every checkout step's "Tổng cộng", the gateway's amount, the order page, the email)
// and the same free-cancellation deadline (the rate, every checkout step, the order page, the email, the cancel
// dialog), in each language, on desktop and on a phone. The comparisons are soft: one run reports every place that
// disagrees, not only the first.

// The VNPay sandbox sends the browser back to SITE_URL (http://localhost:<port>): browse on that host so the guest's
// cookie goes with the return.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });

const WORDS = {
  vi: {
    continue: 'Tiếp tục',
    toPayment: 'Tiếp tục đến thanh toán',
    pay: 'Thanh toán',
    viewOrder: 'Xem đơn hàng',
    name: 'Họ và tên',
    phone: 'Số điện thoại',
  },
  en: {
    continue: 'Continue',
    toPayment: 'Continue to payment',
    pay: 'Pay',
    viewOrder: 'View order',
    name: 'Full name',
    phone: 'Phone number',
  },
} as const;

/** The one deadline sentence (features/hotels cancellationSentence), from the check-in day and the hotel's check-in time. */
function deadlineSentence(lang: Lang, checkIn: string, checkInTime: string): string {
  const day = new Date(`${checkIn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
  return lang === 'vi' ? `Miễn phí hủy đến ${checkInTime} ngày ${date}` : `Free cancellation until ${checkInTime} on ${date}`;
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const textOf = async (locator: Locator) => squash(await locator.first().textContent());

/** The hotel page's rate bookable for one room with the lowest stay total, with its total as written. */
async function cheapestRate(page: Page): Promise<{ rate: Locator; total: string; vnd: number } | null> {
  const rates = page.getByTestId('rate-plan').filter({ has: page.locator('[data-testid="room-count"]:not([disabled])') });
  const totals = await rates.getByTestId('offer-total').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-vnd'))));
  if (totals.length === 0) return null;
  const index = totals.indexOf(Math.min(...totals));
  const rate = rates.nth(index);
  return { rate, total: await textOf(rate.getByTestId('offer-total')), vnd: totals[index]! };
}

/**
 * From the listing, the first card whose hotel's cheapest bookable rate has free cancellation (the deadline is what
 * this journey reads): the card's nightly price as written, and the hotel page opened at that rate.
 */
async function openFreeCancelHotel(page: Page, lang: Lang, listing: string) {
  await page.goto(listing);
  const cards = page.getByTestId('hotel-card').filter({ hasNot: page.getByTestId('hotel-sold-out') });
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 10);
  const found: { href: string; cardPrice: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    found.push({
      href: (await card.getByTestId('hotel-link').first().getAttribute('href')) ?? '',
      cardPrice: await textOf(card.getByTestId('price-amount')),
    });
  }
  for (const { href, cardPrice } of found) {
    await page.goto(href);
    await expect(page.getByTestId('hotel-detail')).toBeVisible();
    const cheapest = await cheapestRate(page);
    if (!cheapest || !/Miễn phí hủy|Free cancellation/.test(await textOf(cheapest.rate))) continue;
    const checkInTime = /\d{2}:\d{2}/.exec(await textOf(page.getByTestId('hotel-policies')))![0];
    return { ...cheapest, cardPrice, checkInTime };
  }
  throw new Error('no listed hotel has a free-cancellation rate as its cheapest bookable one');
}

/** The checkout box's "Tổng cộng" as written, and the deadline sentence on the step. */
async function expectStep(page: Page, total: string, sentence: string, where: string): Promise<void> {
  await expect.soft(page.getByTestId('breakdown-total').first(), `${where}: "Tổng cộng"`).toContainText(total);
  await expect.soft(page.getByText(sentence).first(), `${where}: the deadline`).toBeAttached();
}

for (const lang of ['vi', 'en'] as const) {
  test(`one price and one cancellation deadline from the listing card to the email and the cancel dialog (${lang})`, async ({
    page,
  }, info) => {
    // a listing, up to ten hotel pages, three checkout steps, the gateway, the order page and the outbox on a 2-core CI machine
    test.setTimeout(150_000);
    const words = WORDS[lang];
    // each project and language books its own nights
    const checkIn = isoAhead(40 + (info.project.name === 'mobile' ? 6 : 0) + (lang === 'en' ? 3 : 0));
    const listing = `${prefixOf(lang)}/khach-san/da-nang?checkInDate=${productDate(checkIn)}&nights=2&roomCount=1&adultCount=2`;
    const hotel = await openFreeCancelHotel(page, lang, listing);
    const sentence = deadlineSentence(lang, checkIn, hotel.checkInTime);

    // the card's nightly price is the hotel page's cheapest bookable rate's; the rate states its deadline
    await expect.soft(hotel.rate, 'the hotel page cheapest rate shows the card price per night').toContainText(hotel.cardPrice);
    await expect.soft(hotel.rate, 'the rate states its deadline').toContainText(sentence);
    await expect.soft(page.getByTestId('hotel-lowest-price'), "the page's lowest price is the card's").toContainText(hotel.cardPrice);

    await hotel.rate.getByTestId('room-count').selectOption('1');
    await expect.soft(page.getByTestId('selection-total')).toContainText(hotel.total);
    await page.getByTestId('book-button').click();
    await page.waitForURL(/\/dat-phong\/[0-9a-f-]{36}/, { timeout: 20_000 });
    await expectStep(page, hotel.total, sentence, 'checkout step 1');

    await page.locator('#booker-name').fill('Nguyễn Văn An');
    await page.locator('#booker-email').fill('an.nguyen@example.com');
    await page.locator('#booker-phone').fill('901234567');
    const receiver = page.getByTestId('receiver-1');
    if (!(await receiver.getByRole('checkbox').isChecked())) {
      await receiver.getByLabel(words.name).fill('Nguyễn Văn An');
      await receiver.getByLabel(words.phone).fill('901234567');
    }
    await page.getByRole('button', { name: words.continue, exact: true }).click();
    await expect(page).toHaveURL(/step=2/);
    await expectStep(page, hotel.total, sentence, 'checkout step 2');

    await page.getByRole('button', { name: words.toPayment }).click();
    await expect(page).toHaveURL(/step=3/);
    await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 15_000 });
    // VietQR through the VNPay gateway: no fee, so what is charged is the stay's total
    const radio = page.locator('#payment-method-payment_method_vietqr');
    await radio.check();
    await expectStep(page, hotel.total, sentence, 'checkout step 3');
    const pay = page.getByRole('button', { name: words.pay, exact: true });
    await expect(pay).toBeEnabled({ timeout: 15_000 });
    await pay.click();

    // the gateway asks for the same amount (it writes VND, as VNPay does)
    await page.waitForURL(/\/sandbox\/vnpay\/pay\?/, { timeout: 20_000 });
    await expect.soft(page.locator('dd').filter({ hasText: hotel.total }).first(), 'the gateway charges the total').toBeVisible();
    await page.getByRole('button', { name: /^(Thanh toán|Pay)$/ }).click();
    await page.waitForURL(/\/thanh-toan\/ket-qua\?transaction_id=/, { timeout: 20_000 });
    await expect(page.getByTestId('payment-result')).toBeVisible();
    await page.getByRole('link', { name: words.viewOrder }).click();

    const order = page.getByTestId('order-page');
    await expect(order).toBeVisible();
    await expect.soft(page.getByTestId('order-total'), 'order page total').toContainText(hotel.total);
    await expect.soft(order, 'order page deadline').toContainText(sentence);
    const code = /H[A-Z0-9]{9}/.exec(await textOf(page.getByTestId('order-code')))![0];
    const orderUrl = page.url();

    // the cancel dialog names the same deadline (closed without cancelling)
    await page.getByTestId('cancel-open').click();
    const form = page.getByTestId('cancel-form');
    await expect(form).toBeVisible();
    await expect.soft(form, 'cancel dialog deadline').toContainText(sentence);

    // the confirmation email: the same total and the same deadline
    await page.goto(`/sandbox/mail?ref=order:${code}`);
    const mail = page
      .getByTestId('outbox-mail')
      .filter({ hasText: lang === 'vi' ? `Xác nhận đơn hàng ${code}` : `Order ${code} confirmed` });
    await expect(mail.first()).toBeVisible({ timeout: 15_000 });
    await expect.soft(mail.first(), 'email total').toContainText(hotel.total);
    await expect.soft(mail.first(), 'email deadline').toContainText(sentence);
    expect(orderUrl).toContain(code);
  });
}
