/** Extra checked baggage per leg (kg, price VND) by airline, domestic; international costs INTERNATIONAL_FACTOR times more. */
export const BAGGAGE_PRICES: Readonly<Record<string, readonly (readonly [kg: number, price: number])[]>> = {
  VN: [
    [15, 220_000],
    [20, 280_000],
    [25, 350_000],
    [30, 420_000],
    [40, 560_000],
  ],
  QH: [
    [15, 200_000],
    [20, 250_000],
    [25, 320_000],
    [30, 390_000],
    [40, 520_000],
  ],
  VJ: [
    [15, 180_000],
    [20, 220_000],
    [25, 290_000],
    [30, 350_000],
    [40, 490_000],
  ],
  BL: [
    [15, 170_000],
    [20, 210_000],
    [25, 280_000],
    [30, 340_000],
    [40, 470_000],
  ],
};

export const INTERNATIONAL_FACTOR = 2;
