import { describe, expect, it } from 'vitest';
import { isMessageKey } from '@tradewind/contract/common/messages';
import '@/app';
import { registeredExporters } from './exporter';

/** How many exporters the modules register today: fewer means one went missing (or none registered at all). */
const EXPORTERS_TODAY = 26;

describe('exporters', () => {
  it('every exporter names its source and each column in the contract messages (zh-CN and en-US)', () => {
    const exporters = registeredExporters();
    expect(exporters.length, exporters.map((e) => e.key).join(', ')).toBeGreaterThanOrEqual(EXPORTERS_TODAY);
    const missing: string[] = [];
    for (const exporter of exporters) {
      const source = `export.source.${exporter.key}`;
      if (!isMessageKey(source)) missing.push(`${source} (${exporter.source})`);
      for (const column of exporter.columns) {
        const header = `export.column.${exporter.key}.${column.key}`;
        if (!isMessageKey(header)) missing.push(`${header} (${column.header})`);
      }
    }
    expect(missing, `messages missing:\n${missing.join('\n')}`).toEqual([]);
  });
});
