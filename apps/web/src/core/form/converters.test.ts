import { describe, expect, it } from 'vitest';
import { AREA_FIELD_MAP, fromAreaPath, fromMoney, fromPin, fromSwitch, fromText, toAreaPath, toMoney, toPin, toSwitch, toText } from './converters';

describe('form value converters', () => {
  it('turn 0/1 flags into a switch and back', () => {
    expect([toSwitch(1), toSwitch(0), toSwitch(null), toSwitch(undefined)]).toEqual([true, false, false, false]);
    expect([fromSwitch(true), fromSwitch(false), fromSwitch(undefined)]).toEqual([1, 0, 0]);
  });

  it('turn null into an empty input and an empty or blank input into null', () => {
    expect([toText(null), toText(undefined), toText('a')]).toEqual(['', '', 'a']);
    expect([fromText(''), fromText('   '), fromText(undefined), fromText(null), fromText(' 上海 ')]).toEqual([null, null, null, null, '上海']);
  });

  it('turn area ids into the cascader path and back, at any depth', () => {
    const row = { province_id: 310000, city_id: 310100, area_id: 310104, area_string: '上海市 上海市 徐汇区' };
    const path = toAreaPath(row);
    expect(path).toEqual({ ids: [310000, 310100, 310104], names: ['上海市', '上海市', '徐汇区'] });
    expect(fromAreaPath(path)).toEqual({ province_id: 310000, city_id: 310100, area_id: 310104 });
    expect(toAreaPath({ province_id: 310000, city_id: null, area_id: null, area_string: '上海市' })).toEqual({ ids: [310000], names: ['上海市'] });
    expect(fromAreaPath({ ids: [310000], names: ['上海市'] })).toEqual({ province_id: 310000, city_id: null, area_id: null });
    expect(toAreaPath({ province_id: null, city_id: null, area_id: null })).toBeUndefined();
    expect(fromAreaPath(undefined)).toEqual({ province_id: null, city_id: null, area_id: null });
    expect(AREA_FIELD_MAP.city_id).toBe('area');
  });

  it('turn money strings into numbers and numbers into two decimals', () => {
    expect([toMoney('12.30'), toMoney('0.00'), toMoney(null), toMoney('')]).toEqual([12.3, 0, null, null]);
    expect([fromMoney(12.3), fromMoney(0.005), fromMoney(7), fromMoney(null), fromMoney(undefined)]).toEqual(['12.30', '0.01', '7.00', null, null]);
  });

  it('turns a pinned or geocoded point into a pin, never a district centre, and back', () => {
    expect(toPin({ longitude: '121.5', latitude: '31.2', location_source: 'pinned' })).toEqual([121.5, 31.2]);
    expect(toPin({ longitude: '121.5', latitude: '31.2', location_source: 'geocoded' })).toEqual([121.5, 31.2]);
    expect(toPin({ longitude: '121.5', latitude: '31.2', location_source: 'district' })).toBeNull();
    expect(toPin({ longitude: null, latitude: null, location_source: null })).toBeNull();
    expect(fromPin([121.5, 31.2])).toEqual({ longitude: 121.5, latitude: 31.2 });
    expect(fromPin(null)).toEqual({ longitude: null, latitude: null });
  });
});
