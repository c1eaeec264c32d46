import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@tradewind/contract/crm/address.schema';
import { addressBodyOf, addressText } from './address-rules';

const row = (extra: Partial<CustomerAddress> = {}): CustomerAddress => ({
  id: 7,
  customer_id: 3,
  contact_name: '王老板',
  contact_phone: '13911112222',
  province_id: 1,
  city_id: 2,
  area_id: 3,
  area_string: '上海市 上海市 浦东新区',
  address: '张江路 1 号',
  longitude: '121.500000',
  latitude: '31.200000',
  location_source: 'pinned',
  is_default: 0,
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
  ...extra,
});

describe('address rules', () => {
  it('saves a pinned address with its pin, and a district-centre one without, so it stays approximate', () => {
    expect(addressBodyOf(row(), { is_default: 1 })).toMatchObject({ longitude: 121.5, latitude: 31.2, is_default: 1, province_id: 1, area_id: 3 });
    expect(addressBodyOf(row({ location_source: 'district' }), { is_default: 1 })).toMatchObject({ longitude: null, latitude: null, is_default: 1 });
  });

  it('shows the area before the street', () => {
    // a municipality's city repeats its province: said once
    expect(addressText(row())).toBe('上海市 浦东新区 张江路 1 号');
    expect(addressText(row({ area_string: null }))).toBe('张江路 1 号');
  });
});
