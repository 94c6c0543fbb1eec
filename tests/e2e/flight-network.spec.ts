import { expect, test } from '@playwright/test';

const dmy = (isoDate: string) => isoDate.split('-').reverse().join('-');

for (const lang of ['vi', 'en'] as const) {
  test(`airport picker (${lang}): "Huế" is an airport, "Hội An" offers its nearest airports with distance, and the search flies there`, async ({
    page,
  }) => {
    const prefix = lang === 'en' ? '/en' : '';
    await page.goto(`${prefix}/ve-may-bay`);
    const box = page.getByTestId('flight-search-box');

    const origin = box.getByTestId('airport-origin');
    await origin.getByRole('combobox').click();
    await origin.getByRole('combobox').fill('hue');
    await expect(origin.getByRole('option').first()).toHaveAttribute('data-code', 'HUI');
    await origin.getByRole('combobox').fill('ha noi');
    await expect(origin.getByRole('option').first()).toHaveAttribute('data-code', 'HAN');
    await origin.getByRole('combobox').press('Enter');

    const destination = box.getByTestId('airport-destination');
    await destination.getByRole('combobox').click();
    await destination.getByRole('combobox').fill('Hội An');
    const near = destination.getByTestId('airport-place-group');
    await expect(near.getByRole('option').first()).toHaveAttribute('data-code', 'DAD');
    await expect(near.getByRole('option').first()).toContainText(lang === 'vi' ? /cách Hội An \d+ km/ : /\d+ km from Hoi An/);
    await expect(near).toHaveAttribute('aria-label', lang === 'vi' ? 'Sân bay gần Hội An' : 'Airports near Hoi An');
    await destination.getByRole('combobox').press('Enter');
    await expect(destination.getByRole('combobox')).toHaveValue(/\(DAD\)$/);

    const depart = new Date(Date.now() + 7 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${prefix}/ve-may-bay/tim-kiem?ap=HAN.DIN&dt=${dmy(depart)}&ps=1.0.0`);
    // Điện Biên had no flights before issue 37: VN's ATR 72 from Hà Nội now
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
    await expect(page.getByTestId('flight-card').first()).toContainText('Vietnam Airlines');
  });
}
