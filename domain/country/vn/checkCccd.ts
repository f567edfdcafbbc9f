import type { IdentityFacts } from '../CountryPack';
import { checkDigits } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';

/**
 * Birth-registration province codes of the CCCD's first 3 digits (Thông tư 07/2016/TT-BCA Phụ lục 1; docs/validation-by-country.md "National ids": 001 Hà Nội, 031 Hải Phòng, 048 Đà Nẵng, 079 TP. HCM; not contiguous). These are the 63 pre-2025 provinces:
 * ids keep their code after the 2025 merger.
 */
export const CCCD_PROVINCE_CODES: Readonly<Record<string, string>> = {
  '001': 'Hà Nội', '002': 'Hà Giang', '004': 'Cao Bằng', '006': 'Bắc Kạn', '008': 'Tuyên Quang', '010': 'Lào Cai',
  '011': 'Điện Biên', '012': 'Lai Châu', '014': 'Sơn La', '015': 'Yên Bái', '017': 'Hòa Bình', '019': 'Thái Nguyên',
  '020': 'Lạng Sơn', '022': 'Quảng Ninh', '024': 'Bắc Giang', '025': 'Phú Thọ', '026': 'Vĩnh Phúc', '027': 'Bắc Ninh',
  '030': 'Hải Dương', '031': 'Hải Phòng', '033': 'Hưng Yên', '034': 'Thái Bình', '035': 'Hà Nam', '036': 'Nam Định',
  '037': 'Ninh Bình', '038': 'Thanh Hóa', '040': 'Nghệ An', '042': 'Hà Tĩnh', '044': 'Quảng Bình', '045': 'Quảng Trị',
  '046': 'Thừa Thiên Huế', '048': 'Đà Nẵng', '049': 'Quảng Nam', '051': 'Quảng Ngãi', '052': 'Bình Định', '054': 'Phú Yên',
  '056': 'Khánh Hòa', '058': 'Ninh Thuận', '060': 'Bình Thuận', '062': 'Kon Tum', '064': 'Gia Lai', '066': 'Đắk Lắk',
  '067': 'Đắk Nông', '068': 'Lâm Đồng', '070': 'Bình Phước', '072': 'Tây Ninh', '074': 'Bình Dương', '075': 'Đồng Nai',
  '077': 'Bà Rịa - Vũng Tàu', '079': 'TP. Hồ Chí Minh', '080': 'Long An', '082': 'Tiền Giang', '083': 'Bến Tre',
  '084': 'Trà Vinh', '086': 'Vĩnh Long', '087': 'Đồng Tháp', '089': 'An Giang', '091': 'Kiên Giang', '092': 'Cần Thơ',
  '093': 'Hậu Giang', '094': 'Sóc Trăng', '095': 'Bạc Liêu', '096': 'Cà Mau',
};

/**
 * Birth year (1900 + 100·⌊G/2⌋ + YY) and sex (G even: male) of a 12-digit CCCD (docs/validation-by-country.md "National ids"). Only the year is encoded:
 * `birthDate` is 1 January of it and `yearOnly` is set, so an age computed from it is the highest the holder can have.
 */
export function cccdIdentity(value: string): (IdentityFacts & { readonly yearOnly: true }) | null {
  if (!/^\d{12}$/.test(value)) return null;
  const centurySex = Number(value[3]);
  return {
    birthDate: { y: 1900 + 100 * Math.floor(centurySex / 2) + Number(value.slice(4, 6)), m: 1, d: 1 },
    sex: centurySex % 2 === 0 ? 'male' : 'female',
    yearOnly: true,
  };
}

/**
 * Vietnamese CCCD / số định danh cá nhân (docs/validation-by-country.md "National ids"): 12 digits PPP G YY NNNNNN, no checksum; PPP must be a
 * province code of Thông tư 07/2016 (UnknownRegionCode). Only the structure can be checked. InvalidFormat,
 * WrongLength { length: 12 }, UnknownRegionCode or null. Never throws.
 */
export function checkCccd(value: string): ValidationError | null {
  const shape = checkDigits(value, 12);
  if (shape) return shape;
  return CCCD_PROVINCE_CODES[value.slice(0, 3)] === undefined ? { kind: 'UnknownRegionCode' } : null;
}
