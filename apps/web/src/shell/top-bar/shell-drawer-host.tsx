import { useEffect, useState } from 'react';
import { ExportDrawer, MessageDrawer } from '@/modules/common';
import { onShellDrawerRequest, type ShellDrawer } from './shell-drawers';

/** Hosts the message drawer and the export centre that the top bar's badges (and realtime notices) open. */
export function ShellDrawerHost() {
  const [drawer, setDrawer] = useState<ShellDrawer | null>(null);
  useEffect(() => {
    const unsubscribe = onShellDrawerRequest(setDrawer);
    return () => void unsubscribe();
  }, []);
  const close = () => setDrawer(null);
  return (
    <>
      <MessageDrawer open={drawer === 'messages'} onClose={close} />
      <ExportDrawer open={drawer === 'exports'} onClose={close} />
    </>
  );
}
