import { describe, expect, it } from 'vitest';
import type { SpuDetail } from '@tradewind/contract/pms/spu.schema';
import { moveImage } from './components/image-order';
import { changesOf } from './components/spu-check-detail';

describe('moveImage', () => {
  it('moves an image one place and makes the first the cover', () => {
    expect(moveImage(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveImage(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });
  it('leaves the order as it is for a move past either end', () => {
    expect(moveImage(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveImage(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('changesOf', () => {
  const spu = { name: '椰子水', images: ['x.png', 'y.png'], description: '<p>甜</p>', approved: null } as unknown as SpuDetail;
  it('is null before the first approval', () => {
    expect(changesOf(spu)).toBeNull();
  });
  it('marks what differs from the approved name, images (order too) and description', () => {
    expect(changesOf({ ...spu, approved: { name: '椰子水', images: ['y.png', 'x.png'], description: '<p>甜</p>' } })).toEqual({ name: false, images: true, description: false });
    expect(changesOf({ ...spu, approved: { name: '椰汁', images: ['x.png', 'y.png'], description: '' } })).toEqual({ name: true, images: false, description: true });
  });
});
