import { describe, expect, it } from 'vitest';
import { onExportCentreTab, pendingExportCentreTab, requestExportCentreTab } from './export-centre-tab';

describe('asking the export centre for a tab', () => {
  it('starts a drawer that mounts later on the tab asked for, once', () => {
    requestExportCentreTab(1);
    expect(pendingExportCentreTab()).toBe(1);
    const seen: number[] = [];
    const stop = onExportCentreTab((tab) => seen.push(tab));
    expect(pendingExportCentreTab()).toBeNull();
    // Mounted: the drawer switches at once, nothing stays pending.
    requestExportCentreTab(3);
    expect(seen).toEqual([3]);
    expect(pendingExportCentreTab()).toBeNull();
    stop();
  });
});
