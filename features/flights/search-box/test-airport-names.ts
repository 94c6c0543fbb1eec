/** What a traveller types for each domestic airport (issue 37 names the twelve that had no flights). */
export const TYPED_NAMES: Readonly<Record<string, string>> = {
  HAN: 'Hà Nội', HPH: 'Hải Phòng', DIN: 'Điện Biên', CXR: 'Nha Trang', DLI: 'Đà Lạt', DAD: 'Đà Nẵng', VDH: 'Đồng Hới',
  VCL: 'Chu Lai', BMV: 'Buôn Ma Thuột', PXU: 'Pleiku', VII: 'Vinh', THD: 'Thọ Xuân', HUI: 'Huế', TBB: 'Tuy Hòa',
  UIH: 'Quy Nhơn', SGN: 'Hồ Chí Minh', VKG: 'Rạch Giá', PQC: 'Phú Quốc', VCA: 'Cần Thơ', CAH: 'Cà Mau', VCS: 'Côn Đảo',
};
