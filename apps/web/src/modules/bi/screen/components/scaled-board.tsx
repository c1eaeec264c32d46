import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitBoard } from '../screen-scale';

/**
 * Shows a 1920×1080 board scaled to its box (`transform: scale`, the aspect kept): the whole window for
 * the full screen (`fill`), else the box's width with the height that gives.
 */
export function ScaledBoard({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const fit = size ? fitBoard(size.width, fill ? size.height : undefined) : null;
  return (
    <div
      ref={box}
      style={fill ? { position: 'fixed', inset: 0, background: '#050b14', overflow: 'hidden' } : { position: 'relative', width: '100%', height: fit?.height ?? 0, overflow: 'hidden', borderRadius: 8 }}
    >
      {fit ? (
        <div style={{ position: 'absolute', left: fit.left, top: fit.top, width: DESIGN_WIDTH, height: DESIGN_HEIGHT, transform: `scale(${fit.scale})`, transformOrigin: '0 0' }}>{children}</div>
      ) : null}
    </div>
  );
}
