import { Suspense, useEffect, useState } from 'react';
import { ExportDrawer, MessageDrawer } from '@/modules/common';
import { onShellDrawerRequest, type ShellDrawer } from './shell-drawers';

/**
 * Hosts the message drawer and the export centre that the top bar's badges (and realtime notices) open.
 * Each loads when first asked for and then stays mounted, so it closes with its animation.
 */
export function ShellDrawerHost() {
  const [drawer, setDrawer] = useState<ShellDrawer | null>(null);
  const [asked, setAsked] = useState<ReadonlySet<ShellDrawer>>(new Set());
  useEffect(() => {
    const unsubscribe = onShellDrawerRequest((next) => {
      setAsked((before) => (before.has(next) ? before : new Set(before).add(next)));
      setDrawer(next);
    });
    return () => void unsubscribe();
  }, []);
  const close = () => setDrawer(null);
  return (
    <Suspense fallback={null}>
      {asked.has('messages') && <MessageDrawer open={drawer === 'messages'} onClose={close} />}
      {asked.has('exports') && <ExportDrawer open={drawer === 'exports'} onClose={close} />}
    </Suspense>
  );
}
