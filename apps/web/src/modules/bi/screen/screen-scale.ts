/** The board is designed at 1920×1080 (a wall display's full HD) and scaled to where it shows. */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

export type BoardFit = { scale: number; left: number; top: number; width: number; height: number };

/**
 * How the 1920×1080 board fits a box: one scale for both sides (the aspect kept — `transform: scale`),
 * the smaller of width ÷ 1920 and height ÷ 1080, centred on the other side. Without a height (the page
 * inside the shell) the width decides and the box takes the board's scaled height.
 */
export function fitBoard(boxWidth: number, boxHeight?: number): BoardFit {
  const byWidth = Math.max(boxWidth, 0) / DESIGN_WIDTH;
  const scale = boxHeight === undefined ? byWidth : Math.min(byWidth, Math.max(boxHeight, 0) / DESIGN_HEIGHT);
  const width = DESIGN_WIDTH * scale;
  const height = DESIGN_HEIGHT * scale;
  return {
    scale,
    left: Math.max((boxWidth - width) / 2, 0),
    top: boxHeight === undefined ? 0 : Math.max((boxHeight - height) / 2, 0),
    width,
    height,
  };
}
