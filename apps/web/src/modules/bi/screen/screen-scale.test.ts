import { describe, expect, it } from 'vitest';
import { fitBoard } from './screen-scale';

describe('fitBoard', () => {
  it('keeps 1920×1080 as it is', () => {
    expect(fitBoard(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0, width: 1920, height: 1080 });
  });

  it('scales to the narrower side and centres on the other, the aspect kept', () => {
    // 1366×768 is a little wider than 16:9: the height decides, bars left and right
    const laptop = fitBoard(1366, 768);
    expect(laptop.scale).toBeCloseTo(768 / 1080, 10);
    expect(laptop.height).toBeCloseTo(768, 6);
    expect(laptop.left).toBeCloseTo((1366 - 1920 * (768 / 1080)) / 2, 6);
    expect(laptop.top).toBe(0);
    // a 4:3 projector: the width decides, bars above and below
    const projector = fitBoard(1024, 768);
    expect(projector.scale).toBeCloseTo(1024 / 1920, 10);
    expect(projector.left).toBe(0);
    expect(projector.top).toBeCloseTo((768 - 576) / 2, 6);
    // 4K: twice the size
    expect(fitBoard(3840, 2160).scale).toBe(2);
  });

  it('follows the width alone inside the shell, and never goes below nothing', () => {
    expect(fitBoard(960)).toEqual({ scale: 0.5, left: 0, top: 0, width: 960, height: 540 });
    expect(fitBoard(0, 0).scale).toBe(0);
    expect(fitBoard(-5, 100).scale).toBe(0);
  });
});
