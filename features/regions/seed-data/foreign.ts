// Foreign countries and cities offered in international hotel search.
import type { CountrySeed } from './types';

export const FOREIGN_COUNTRIES: CountrySeed[] = [
  {
    code: 'TH',
    nameVi: 'Thái Lan',
    nameEn: 'Thailand',
    cities: [
      {
        nameVi: 'Băng Cốc',
        nameEn: 'Bangkok',
        center: { lat: 13.7563, lon: 100.5018 },
        radiusKm: 10,
        tourismWeight: 0.8,
        areas: [
          { nameVi: 'Sukhumvit', nameEn: 'Sukhumvit', center: { lat: 13.737, lon: 100.56 } },
          { nameVi: 'Phố Khao San', nameEn: 'Khao San Road', center: { lat: 13.759, lon: 100.497 } },
        ],
      },
      {
        nameVi: 'Phuket',
        nameEn: 'Phuket',
        center: { lat: 7.8804, lon: 98.3923 },
        radiusKm: 8,
        tourismWeight: 0.5,
        areas: [
          { nameVi: 'Bãi biển Patong', nameEn: 'Patong Beach', center: { lat: 7.896, lon: 98.296 } },
          { nameVi: 'Phố cổ Phuket', nameEn: 'Phuket Old Town', center: { lat: 7.884, lon: 98.388 } },
        ],
      },
      {
        nameVi: 'Chiang Mai',
        nameEn: 'Chiang Mai',
        center: { lat: 18.7883, lon: 98.9853 },
        radiusKm: 6,
        tourismWeight: 0.4,
        areas: [
          { nameVi: 'Phố cổ Chiang Mai', nameEn: 'Chiang Mai Old City', center: { lat: 18.7877, lon: 98.9931 } },
          { nameVi: 'Nimman', nameEn: 'Nimmanhaemin', center: { lat: 18.799, lon: 98.968 } },
        ],
      },
      {
        nameVi: 'Pattaya',
        nameEn: 'Pattaya',
        center: { lat: 12.9236, lon: 100.8825 },
        radiusKm: 5,
        tourismWeight: 0.4,
        areas: [
          { nameVi: 'Phố đi bộ Walking Street', nameEn: 'Walking Street', center: { lat: 12.927, lon: 100.872 } },
          { nameVi: 'Bãi biển Jomtien', nameEn: 'Jomtien Beach', center: { lat: 12.887, lon: 100.871 } },
        ],
      },
    ],
  },
  {
    code: 'SG',
    nameVi: 'Singapore',
    nameEn: 'Singapore',
    cities: [
      {
        nameVi: 'Singapore',
        nameEn: 'Singapore',
        center: { lat: 1.3521, lon: 103.8198 },
        radiusKm: 8,
        tourismWeight: 0.7,
        areas: [
          { nameVi: 'Vịnh Marina', nameEn: 'Marina Bay', center: { lat: 1.2834, lon: 103.8607 } },
          { nameVi: 'Phố Orchard', nameEn: 'Orchard Road', center: { lat: 1.3048, lon: 103.8318 } },
        ],
      },
    ],
  },
  {
    code: 'JP',
    nameVi: 'Nhật Bản',
    nameEn: 'Japan',
    cities: [
      {
        nameVi: 'Tokyo',
        nameEn: 'Tokyo',
        center: { lat: 35.6762, lon: 139.6503 },
        radiusKm: 10,
        tourismWeight: 0.7,
        areas: [
          { nameVi: 'Shinjuku', nameEn: 'Shinjuku', center: { lat: 35.6938, lon: 139.7034 } },
          { nameVi: 'Shibuya', nameEn: 'Shibuya', center: { lat: 35.658, lon: 139.7016 } },
        ],
      },
      {
        nameVi: 'Osaka',
        nameEn: 'Osaka',
        center: { lat: 34.6937, lon: 135.5023 },
        radiusKm: 8,
        tourismWeight: 0.5,
        areas: [
          { nameVi: 'Namba', nameEn: 'Namba', center: { lat: 34.6663, lon: 135.5008 } },
          { nameVi: 'Umeda', nameEn: 'Umeda', center: { lat: 34.7025, lon: 135.4959 } },
        ],
      },
      {
        nameVi: 'Kyoto',
        nameEn: 'Kyoto',
        center: { lat: 35.0116, lon: 135.7681 },
        radiusKm: 6,
        tourismWeight: 0.4,
        areas: [
          { nameVi: 'Gion', nameEn: 'Gion', center: { lat: 35.0037, lon: 135.7788 } },
          { nameVi: 'Arashiyama', nameEn: 'Arashiyama', center: { lat: 35.0094, lon: 135.6668 } },
        ],
      },
    ],
  },
  {
    code: 'KR',
    nameVi: 'Hàn Quốc',
    nameEn: 'South Korea',
    cities: [
      {
        nameVi: 'Seoul',
        nameEn: 'Seoul',
        center: { lat: 37.5665, lon: 126.978 },
        radiusKm: 10,
        tourismWeight: 0.7,
        areas: [
          { nameVi: 'Myeongdong', nameEn: 'Myeongdong', center: { lat: 37.5636, lon: 126.9869 } },
          { nameVi: 'Gangnam', nameEn: 'Gangnam', center: { lat: 37.4979, lon: 127.0276 } },
        ],
      },
      {
        nameVi: 'Busan',
        nameEn: 'Busan',
        center: { lat: 35.1796, lon: 129.0756 },
        radiusKm: 8,
        tourismWeight: 0.4,
        areas: [
          { nameVi: 'Bãi biển Haeundae', nameEn: 'Haeundae Beach', center: { lat: 35.1587, lon: 129.1604 } },
          { nameVi: 'Seomyeon', nameEn: 'Seomyeon', center: { lat: 35.1577, lon: 129.059 } },
        ],
      },
    ],
  },
  {
    code: 'MY',
    nameVi: 'Malaysia',
    nameEn: 'Malaysia',
    cities: [
      {
        nameVi: 'Kuala Lumpur',
        nameEn: 'Kuala Lumpur',
        center: { lat: 3.139, lon: 101.6869 },
        radiusKm: 8,
        tourismWeight: 0.5,
        areas: [
          { nameVi: 'Bukit Bintang', nameEn: 'Bukit Bintang', center: { lat: 3.1466, lon: 101.711 } },
          { nameVi: 'Tháp đôi Petronas (KLCC)', nameEn: 'Petronas Twin Towers (KLCC)', center: { lat: 3.1579, lon: 101.7123 } },
        ],
      },
      {
        nameVi: 'Penang',
        nameEn: 'Penang',
        center: { lat: 5.4141, lon: 100.3288 },
        radiusKm: 5,
        tourismWeight: 0.3,
        areas: [
          { nameVi: 'George Town', nameEn: 'George Town', center: { lat: 5.4141, lon: 100.3288 } },
          { nameVi: 'Batu Ferringhi', nameEn: 'Batu Ferringhi', center: { lat: 5.4712, lon: 100.246 } },
        ],
      },
    ],
  },
  {
    code: 'ID',
    nameVi: 'Indonesia',
    nameEn: 'Indonesia',
    cities: [
      {
        nameVi: 'Bali (Denpasar)',
        nameEn: 'Bali (Denpasar)',
        center: { lat: -8.6705, lon: 115.2126 },
        radiusKm: 8,
        tourismWeight: 0.6,
        areas: [
          { nameVi: 'Kuta', nameEn: 'Kuta', center: { lat: -8.718, lon: 115.1686 } },
          { nameVi: 'Ubud', nameEn: 'Ubud', center: { lat: -8.5069, lon: 115.2625 } },
        ],
      },
      {
        nameVi: 'Jakarta',
        nameEn: 'Jakarta',
        center: { lat: -6.2088, lon: 106.8456 },
        radiusKm: 10,
        tourismWeight: 0.4,
        areas: [
          { nameVi: 'Trung tâm Jakarta', nameEn: 'Central Jakarta', center: { lat: -6.1865, lon: 106.8341 } },
          { nameVi: 'Phố cổ Kota Tua', nameEn: 'Kota Tua Old Town', center: { lat: -6.1352, lon: 106.8133 } },
        ],
      },
    ],
  },
  {
    code: 'KH',
    nameVi: 'Campuchia',
    nameEn: 'Cambodia',
    cities: [
      {
        nameVi: 'Siem Reap',
        nameEn: 'Siem Reap',
        center: { lat: 13.3671, lon: 103.8448 },
        radiusKm: 5,
        tourismWeight: 0.4,
        areas: [
          { nameVi: 'Đền Angkor Wat', nameEn: 'Angkor Wat', center: { lat: 13.4125, lon: 103.867 } },
          { nameVi: 'Phố Pub Street', nameEn: 'Pub Street', center: { lat: 13.3546, lon: 103.8553 } },
        ],
      },
      {
        nameVi: 'Phnôm Pênh',
        nameEn: 'Phnom Penh',
        center: { lat: 11.5564, lon: 104.9282 },
        radiusKm: 6,
        tourismWeight: 0.4,
        areas: [
          { nameVi: 'Cung điện Hoàng gia', nameEn: 'Royal Palace', center: { lat: 11.5637, lon: 104.9311 } },
          { nameVi: 'Chợ Trung tâm', nameEn: 'Central Market', center: { lat: 11.5697, lon: 104.9211 } },
        ],
      },
    ],
  },
  {
    code: 'FR',
    nameVi: 'Pháp',
    nameEn: 'France',
    cities: [
      {
        nameVi: 'Paris',
        nameEn: 'Paris',
        center: { lat: 48.8566, lon: 2.3522 },
        radiusKm: 8,
        tourismWeight: 0.5,
        areas: [
          { nameVi: 'Tháp Eiffel', nameEn: 'Eiffel Tower', center: { lat: 48.8584, lon: 2.2945 } },
          { nameVi: 'Đồi Montmartre', nameEn: 'Montmartre', center: { lat: 48.8867, lon: 2.3431 } },
        ],
      },
    ],
  },
];
