import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkAttachment, checkImage, contentKey, decidePaste, thumbnailUrl, toHex, uploadExtension } from './upload-rules';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('upload rules (spec 000 §5)', () => {
  it('accepts the listed attachment types under 5MB', () => {
    for (const name of ['a.png', 'b.JPEG', 'c.svg', 'd.txt', 'e.docx', 'f.xlsx', 'g.pptx', 'h.pdf', 'i.zip']) expect(checkAttachment(file(name, 1000))).toBeNull();
    expect(checkAttachment(file('run.exe', 1000))).toBe('upload.type_not_allowed');
    expect(checkAttachment(file('noextension', 1000))).toBe('upload.type_not_allowed');
    expect(checkAttachment(file('big.pdf', 5 * MB))).toBe('upload.too_large');
    expect(checkAttachment(file('fits.pdf', 5 * MB - 1))).toBeNull();
  });

  it('accepts JPEG, PNG and GIF images under 5MB only', () => {
    expect(checkImage(file('a.jpg', 10, 'image/jpeg'))).toBeNull();
    expect(checkImage(file('a.gif', 10, 'image/gif'))).toBeNull();
    expect(checkImage(file('a.bmp', 10, 'image/bmp'))).toBe('upload.image_type');
    expect(checkImage(file('a.png', 10, 'image/webp'))).toBe('upload.image_type');
    expect(checkImage(file('a.png', 5 * MB, 'image/png'))).toBe('upload.image_too_large');
  });

  it('takes the extension from the MIME type when a pasted image has no name', () => {
    expect(uploadExtension(file('', 10, 'image/png'))).toBe('png');
    expect(uploadExtension(file('image', 10, 'image/jpeg'))).toBe('jpg');
    expect(uploadExtension(file('Shot.PNG', 10, 'image/png'))).toBe('png');
  });

  it('names a file by the SHA-256 of its content inside the policy directory', () => {
    const content = Buffer.from('hello');
    const digest = createHash('sha256').update(content).digest();
    const hex = toHex(digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength));
    expect(hex).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    expect(contentKey('uploads/1/202501/', hex, 'png')).toBe(`uploads/1/202501/${hex}.png`);
    expect(contentKey('uploads/1/202501', hex, 'png')).toBe(`uploads/1/202501/${hex}.png`);
  });

  it('shows our uploads by their 200x200 thumbnail', () => {
    expect(thumbnailUrl('/api/v1/files/uploads/1/202501/ab.png')).toBe('/api/v1/files/uploads/1/202501/ab_200x200.png');
    expect(thumbnailUrl('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(thumbnailUrl('/x.png', new Map([['/x.png', '/x_thumb.png']]))).toBe('/x_thumb.png');
  });

  it('decides what a paste does', () => {
    const png = new File([new Uint8Array([1, 2, 3])], 'image.png', { type: 'image/png' });
    const empty = new File([], 'image.png', { type: 'image/png' });
    const text = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(decidePaste([{ kind: 'file', type: 'image/png' }], [png])).toEqual({ kind: 'upload', files: [png] });
    expect(decidePaste([{ kind: 'string', type: 'text/plain' }], [])).toEqual({ kind: 'not-image' });
    expect(decidePaste([{ kind: 'file', type: 'text/plain' }], [text])).toEqual({ kind: 'not-image' });
    expect(decidePaste([{ kind: 'file', type: 'image/png' }], [empty])).toEqual({ kind: 'ignore' });
    expect(decidePaste([], [])).toEqual({ kind: 'ignore' });
  });
});
