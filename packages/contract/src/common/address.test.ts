import { describe, expect, it } from 'vitest';
import { addressText, areaText } from './address';

describe('areaText and addressText', () => {
  it("say a municipality's name once", () => {
    expect(areaText('上海市 上海市 浦东新区')).toBe('上海市 浦东新区');
    expect(addressText('北京市 北京市 朝阳区', '建国路 1 号')).toBe('北京市 朝阳区 建国路 1 号');
  });

  it('keep a province, its city and district as they are', () => {
    expect(addressText('浙江省 杭州市 西湖区', '文三路 90 号')).toBe('浙江省 杭州市 西湖区 文三路 90 号');
    expect(areaText('广东省')).toBe('广东省');
  });

  it('leave out what is missing', () => {
    expect(addressText(null, '张江路 88 号')).toBe('张江路 88 号');
    expect(addressText('上海市 上海市', null)).toBe('上海市');
    expect(addressText(null, null)).toBe('');
  });
});
