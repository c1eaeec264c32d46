import { useEffect, useRef } from 'react';
import type { GetRef, Table } from 'antd';

export type TableRef = GetRef<typeof Table>;

/**
 * What Ant Design's table leaves to the page for WCAG 2.1 (axe-core, e2e/shell/every-page-accessibility.ts):
 * - a table wider than its card scrolls sideways in a region the keyboard cannot reach (an empty list has
 *   no link or button inside to tab to): the region takes the focus while it scrolls, so arrow keys move it;
 * - the hidden row that measures the columns (`aria-hidden`, fixed columns with auto layout) holds a copy of
 *   the header, the select-all checkbox included, which Tab would still land on: the row is made inert.
 */
function fixTable(root: HTMLElement): void {
  for (const region of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
    const scrolls = region.scrollWidth > region.clientWidth + 1 || region.scrollHeight > region.clientHeight + 1;
    if (scrolls) region.tabIndex = 0;
    else region.removeAttribute('tabindex');
  }
  for (const row of root.querySelectorAll('.ant-table-measure-row')) row.setAttribute('inert', '');
}

/** A ref for `<Table ref={…}>` that keeps the table keyboard-reachable and its measuring row unfocusable (fixTable). */
export function useAccessibleTable() {
  const ref = useRef<TableRef>(null);
  // After every render (rows arrive, columns change) and whenever the table's size changes.
  useEffect(() => {
    const root = ref.current?.nativeElement;
    if (root) fixTable(root);
  });
  useEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    const observer = new ResizeObserver(() => fixTable(root));
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  return ref;
}
