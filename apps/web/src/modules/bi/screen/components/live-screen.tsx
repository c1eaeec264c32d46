import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/core/session/session-context';
import { useI18n } from '@/core/i18n/use-i18n';
import { useListChanged, useRealtime } from '@/modules/common';
import { SCREEN_LISTS, screenKeys, useScreenQuery } from '../api/screen.api';
import { ScreenBoard } from './screen-board';
import { ScaledBoard } from './scaled-board';

/**
 * The board with its data, kept current through the realtime connection: an order audited or cancelled,
 * a delivery signed or failed, a receipt note audited (by anyone) refetch `GET /bi/screen` once a second
 * has passed without another change — no polling.
 */
export function LiveScreen({ storeId, fill = false }: { storeId: number | null; fill?: boolean }) {
  const { t } = useI18n();
  const { tenant, stores } = useSession();
  const queryClient = useQueryClient();
  const { status } = useRealtime();
  const screen = useScreenQuery(storeId);
  useListChanged(SCREEN_LISTS, () => void queryClient.invalidateQueries({ queryKey: screenKeys.all }), 1000);
  const storeName = storeId ? (stores.find((s) => s.id === storeId)?.name ?? '') : t('bi_screen.all_stores');
  return (
    <ScaledBoard fill={fill}>
      <ScreenBoard data={screen.data} company={tenant.name} storeName={storeName} timeZone={tenant.time_zone} live={status === 'open'} />
    </ScaledBoard>
  );
}
