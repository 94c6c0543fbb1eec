import type { Random } from '@/lib/random';
import { FACILITY_LABELS, type FacilityKey } from './facilities';
import type { AccommodationType } from './names';
import type { PlaceTheme } from './themes';

/** Two-sentence hotel descriptions in Vietnamese and English. */

const TYPE_LABEL: Record<AccommodationType, { vi: string; en: string }> = {
  hotel: { vi: 'Khách sạn', en: 'The hotel' },
  resort: { vi: 'Khu nghỉ dưỡng', en: 'The resort' },
  homestay: { vi: 'Homestay', en: 'The homestay' },
  apartment: { vi: 'Căn hộ', en: 'The apartment' },
  villa: { vi: 'Biệt thự', en: 'The villa' },
  hostel: { vi: 'Hostel', en: 'The hostel' },
  guesthouse: { vi: 'Nhà nghỉ', en: 'The guesthouse' },
};

const NEAR: Record<PlaceTheme, { vi: string; en: string }[]> = {
  beach: [
    { vi: 'chỉ vài bước chân là ra tới bãi biển', en: 'just a few steps from the beach' },
    { vi: 'nhìn ra biển xanh và bờ cát trắng', en: 'overlooking the sea and white sand' },
  ],
  mountain: [
    { vi: 'giữa núi đồi và không khí trong lành', en: 'surrounded by hills and fresh mountain air' },
    { vi: 'với tầm nhìn ra thung lũng mờ sương', en: 'with views over a misty valley' },
  ],
  metro: [
    { vi: 'thuận tiện đi lại tới các trung tâm mua sắm và ẩm thực', en: 'close to shopping and dining hot spots' },
    { vi: 'chỉ vài phút di chuyển tới trung tâm thành phố', en: 'a few minutes from the city centre' },
  ],
  heritage: [
    { vi: 'gần các di tích và con phố cổ nổi tiếng', en: 'near famous heritage sites and old streets' },
    { vi: 'trong không gian yên bình mang đậm nét văn hóa địa phương', en: 'in a quiet setting full of local character' },
  ],
  plain: [
    { vi: 'thuận tiện khám phá các điểm tham quan địa phương', en: 'well placed for exploring local sights' },
    { vi: 'trên con đường yên tĩnh gần trung tâm', en: 'on a quiet street near the centre' },
  ],
};

const listVi = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} và ${items.at(-1)}`);
const listEn = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export function hotelDescription(
  rng: Random,
  input: {
    nameVi: string;
    name: string;
    type: AccommodationType;
    theme: PlaceTheme;
    where: { vi: string; en: string };
    areaName: { vi: string; en: string } | null;
    facilities: FacilityKey[];
  },
): { vi: string; en: string } {
  const near = input.areaName ? { vi: `gần ${input.areaName.vi}`, en: `near ${input.areaName.en}` } : rng.pick(NEAR[input.theme]);
  const highlights = rng.sample(
    input.facilities.filter((f) => f !== 'wifi'),
    3,
  );
  const label = TYPE_LABEL[input.type];
  const first = {
    vi: `${input.nameVi} tọa lạc tại ${input.where.vi}, ${near.vi}.`,
    en: `${input.name} is located in ${input.where.en}, ${near.en}.`,
  };
  const second =
    highlights.length > 0
      ? {
          vi: `${label.vi} có ${listVi(highlights.map((f) => FACILITY_LABELS[f].vi))}, cùng đội ngũ nhân viên thân thiện phục vụ 24/7.`,
          en: `${label.en} offers ${listEn(highlights.map((f) => FACILITY_LABELS[f].en))}, with friendly staff around the clock.`,
        }
      : {
          vi: `${label.vi} có phòng nghỉ sạch sẽ, ấm cúng với Wi-Fi miễn phí và chủ nhà nhiệt tình.`,
          en: `${label.en} has clean, cosy rooms with free Wi-Fi and welcoming hosts.`,
        };
  return { vi: `${first.vi} ${second.vi}`, en: `${first.en} ${second.en}` };
}
