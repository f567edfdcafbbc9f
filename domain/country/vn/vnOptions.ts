import type { CountryOption, PayoutOption } from '../CountryPack';

/**
 * The 34 provinces and centrally-run cities from 1 July 2025 (Resolution 202/2025/QH15; docs/validation-by-country.md "Country facts": item 4):
 * 6 cities, 28 provinces. Values are ASCII slugs of the names.
 */
export const VN_PROVINCES: readonly CountryOption[] = [
  ['ha-noi', 'Hà Nội'], ['hue', 'Huế'], ['hai-phong', 'Hải Phòng'], ['da-nang', 'Đà Nẵng'], ['ho-chi-minh', 'TP. Hồ Chí Minh'],
  ['can-tho', 'Cần Thơ'], ['lai-chau', 'Lai Châu'], ['dien-bien', 'Điện Biên'], ['son-la', 'Sơn La'], ['lang-son', 'Lạng Sơn'],
  ['quang-ninh', 'Quảng Ninh'], ['thanh-hoa', 'Thanh Hóa'], ['nghe-an', 'Nghệ An'], ['ha-tinh', 'Hà Tĩnh'], ['cao-bang', 'Cao Bằng'],
  ['tuyen-quang', 'Tuyên Quang'], ['lao-cai', 'Lào Cai'], ['thai-nguyen', 'Thái Nguyên'], ['phu-tho', 'Phú Thọ'],
  ['bac-ninh', 'Bắc Ninh'], ['hung-yen', 'Hưng Yên'], ['ninh-binh', 'Ninh Bình'], ['quang-tri', 'Quảng Trị'],
  ['quang-ngai', 'Quảng Ngãi'], ['gia-lai', 'Gia Lai'], ['khanh-hoa', 'Khánh Hòa'], ['lam-dong', 'Lâm Đồng'],
  ['dak-lak', 'Đắk Lắk'], ['dong-nai', 'Đồng Nai'], ['tay-ninh', 'Tây Ninh'], ['vinh-long', 'Vĩnh Long'],
  ['dong-thap', 'Đồng Tháp'], ['ca-mau', 'Cà Mau'], ['an-giang', 'An Giang'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '' }));

/** Banks for incomeDetails.bankCode (docs/validation-by-country.md "Bank accounts": the bank plus the account number); values are short codes. */
export const VN_BANKS: readonly PayoutOption[] = [
  ['VCB', 'Vietcombank'], ['CTG', 'VietinBank'], ['BIDV', 'BIDV'], ['AGRIBANK', 'Agribank'], ['TCB', 'Techcombank'],
  ['MB', 'MB Bank'], ['ACB', 'ACB'], ['VPB', 'VPBank'], ['STB', 'Sacombank'], ['HDB', 'HDBank'], ['TPB', 'TPBank'],
  ['VIB', 'VIB'], ['SHB', 'SHB'], ['SSB', 'SeABank'], ['OCB', 'OCB'], ['MSB', 'MSB'], ['EIB', 'Eximbank'], ['LPB', 'LPBank'],
  ['NAB', 'Nam A Bank'], ['BAB', 'Bac A Bank'], ['ABB', 'ABBANK'], ['VAB', 'VietABank'], ['PVCB', 'PVcomBank'],
  ['KLB', 'KienlongBank'], ['BVB', 'BaoViet Bank'], ['SGB', 'Saigonbank'], ['NCB', 'NCB'], ['PGB', 'PG Bank'],
  ['VBB', 'Vietbank'], ['BVBANK', 'BVBank'], ['SCB', 'SCB'], ['SHBVN', 'Shinhan Bank Vietnam'], ['HSBC', 'HSBC Vietnam'],
  ['SCVN', 'Standard Chartered Vietnam'], ['WOORI', 'Woori Bank Vietnam'], ['UOB', 'UOB Vietnam'], ['CIMB', 'CIMB Vietnam'],
  ['PBVN', 'Public Bank Vietnam'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '', kind: 'bank' as const }));
