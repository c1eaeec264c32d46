import { describe, expect, it } from 'vitest';
import { translate } from '@tradewind/contract/common/messages';
import { CreateContactSchema } from '@tradewind/contract/crm/contact.schema';
import { CreateVisitSchema } from '@tradewind/contract/crm/visit.schema';
import { admitVisitImages, checkCustomerFile, checkVisitImage, formatFileSize, isSameSales, nextPageOf, splitImages, thumbnailOf } from './drawer-rules';

const MB = 1024 * 1024;
const zh = (key: string | null) => (key === null ? null : translate(key, 'zh-CN'));

describe('follow-up photos (spec 001 §5)', () => {
  it('takes JPG and PNG up to 5 MB', () => {
    expect(checkVisitImage({ name: 'a.jpg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(checkVisitImage({ name: 'a.JPEG', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(checkVisitImage({ name: 'a.png', size: 5 * MB, type: 'image/png' })).toBeNull();
    // a pasted screenshot without a name: its type decides
    expect(checkVisitImage({ name: '', size: 10, type: 'image/png' })).toBeNull();
  });

  it('refuses other formats with the spec message, GIF included', () => {
    expect(zh(checkVisitImage({ name: 'a.gif', size: 10, type: 'image/gif' }))).toBe('上传图片只能是 JPG/PNG 格式!');
    expect(zh(checkVisitImage({ name: 'a.pdf', size: 10, type: 'application/pdf' }))).toBe('上传图片只能是 JPG/PNG 格式!');
    // a renamed file: the extension says png, the content type does not
    expect(zh(checkVisitImage({ name: 'a.png', size: 10, type: 'image/webp' }))).toBe('上传图片只能是 JPG/PNG 格式!');
    expect(zh(checkVisitImage({ name: '', size: 10, type: 'image/gif' }))).toBe('上传图片只能是 JPG/PNG 格式!');
  });

  it('refuses a photo over 5 MB with the spec message', () => {
    expect(zh(checkVisitImage({ name: 'big.jpg', size: 5 * MB + 1, type: 'image/jpeg' }))).toBe('上传图片大小不能超过 5MB!');
  });

  it('admits photos up to nine in all and says so past it', () => {
    expect(admitVisitImages(['a', 'b'], 0)).toEqual({ admitted: ['a', 'b'], tooMany: false });
    expect(admitVisitImages(['a', 'b', 'c'], 7)).toEqual({ admitted: ['a', 'b'], tooMany: true });
    expect(admitVisitImages(['a'], 9)).toEqual({ admitted: [], tooMany: true });
    expect(admitVisitImages(Array.from({ length: 12 }, (_, i) => i), 0).admitted).toHaveLength(9);
    expect(translate('crm.visit_too_many_images', 'zh-CN')).toBe('最多只能上传9张图片!');
  });

  it('the contract refuses a tenth image and a 201-character content, as the form does', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `/uploads/${i}.png`).join(',');
    const tooMany = CreateVisitSchema.safeParse({ customer_id: 1, content: 'x', visit_type: 1, images: ten });
    expect(tooMany.success ? null : zh(tooMany.error.issues[0]?.message ?? null)).toBe('最多只能上传9张图片!');
    const long = CreateVisitSchema.safeParse({ customer_id: 1, content: 'x'.repeat(201), visit_type: 1 });
    expect(long.success).toBe(false);
    const ok = CreateVisitSchema.parse({ customer_id: 1, content: 'x'.repeat(200), visit_type: 1 });
    expect(ok.type).toBe(1);
  });

  it('splits the comma-joined images and finds their 100x100 thumbnails', () => {
    expect(splitImages('/uploads/a.png, /uploads/b.jpg,')).toEqual(['/uploads/a.png', '/uploads/b.jpg']);
    expect(splitImages(null)).toEqual([]);
    expect(thumbnailOf('/uploads/t/abc.png')).toBe('/uploads/t/abc_100x100.png');
    expect(thumbnailOf('/uploads/t/abc_100x100.png')).toBe('/uploads/t/abc_100x100.png');
    expect(thumbnailOf('https://example.com/a.png')).toBe('https://example.com/a.png');
  });
});

describe('customer files (spec 001 §5)', () => {
  it('takes the listed types up to 5 MB', () => {
    for (const name of ['a.png', 'a.gif', 'a.jpeg', 'a.jpg', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx', 'a.pdf', 'a.txt', 'a.zip']) {
      expect(checkCustomerFile({ name, size: 5 * MB, type: '' })).toBeNull();
    }
  });

  it('refuses other types and files over 5 MB', () => {
    expect(checkCustomerFile({ name: 'a.exe', size: 1, type: '' })).toBe('upload.type_not_allowed');
    expect(checkCustomerFile({ name: 'a.svg', size: 1, type: '' })).toBe('upload.type_not_allowed');
    expect(checkCustomerFile({ name: 'noextension', size: 1, type: '' })).toBe('upload.type_not_allowed');
    expect(checkCustomerFile({ name: 'a.pdf', size: 5 * MB + 1, type: '' })).toBe('upload.too_large');
  });

  it('shows sizes people read', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2 * MB)).toBe('2 MB');
  });
});

describe('contact form rules (the contract schema the form uses)', () => {
  const base = { name: '张三', phone: '13800138000', province_id: 1 };
  const messageOf = (input: Record<string, unknown>) => {
    const result = CreateContactSchema.safeParse(input);
    return result.success ? null : zh(result.error.issues[0]?.message ?? null);
  };

  it('starts a blank contact at status 0', () => {
    expect(CreateContactSchema.parse(base).status).toBe(0);
  });

  it('name 2 to 15 characters', () => {
    expect(messageOf({ ...base, name: '张' })).toBe('长度在 2 到 15 个字符');
    expect(messageOf({ ...base, name: 'x'.repeat(16) })).toBe('长度在 2 到 15 个字符');
    expect(messageOf({ ...base, name: 'x'.repeat(15) })).toBeNull();
  });

  it('mobile required and well formed', () => {
    expect(messageOf({ ...base, phone: '' })).toBe('请输入手机号');
    expect(messageOf({ ...base, phone: '12800138000' })).toBe('请输入正确的手机号');
    expect(messageOf({ ...base, phone: '1380013800' })).toBe('请输入正确的手机号');
  });

  it('area required', () => {
    expect(messageOf({ ...base, province_id: undefined })).not.toBeNull();
  });
});

describe('lists and owners', () => {
  it('asks for the next page only while there is one', () => {
    expect(nextPageOf({ list: [1], pagination: { page: 1, size: 20, total: 45 } })).toBe(2);
    expect(nextPageOf({ list: [1], pagination: { page: 3, size: 20, total: 45 } })).toBeUndefined();
    expect(nextPageOf({ list: [], pagination: { page: 1, size: 20, total: 45 } })).toBeUndefined();
  });

  it('refuses the current owner as the new one', () => {
    expect(isSameSales(7, 7)).toBe(true);
    expect(isSameSales(7, 8)).toBe(false);
    expect(isSameSales(null, 8)).toBe(false);
    expect(isSameSales(7, undefined)).toBe(false);
    expect(translate('crm.same_sales', 'zh-CN')).toBe('和原本销售一致，无需修改');
  });
});
