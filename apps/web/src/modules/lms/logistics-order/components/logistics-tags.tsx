import { Tag, Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { LocationTag } from '@/core/map/location-tag';

const COLORS: Record<number, string> = { 0: 'warning', 1: 'processing', 2: 'purple', 3: 'success', 4: 'error' };

/** A logistics order's state (docs/trading-model.md §5: 0 waiting → 1 on a line → 2 departed → 3 signed / 4 failed). */
export function LogisticsStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={COLORS[status] ?? 'default'} data-testid="logistics-status">{t(`lms.logistics_order_status.${status}`)}</Tag>;
}

/** A sign-in's result: signed (green) or failed (red). */
export function SignInResultTag({ result }: { result: number }) {
  const { t } = useI18n();
  return <Tag color={result === 1 ? 'success' : 'error'}>{t(`lms.sign_in_result.${result}`)}</Tag>;
}

/**
 * Coordinates as stored (GCJ-02 for addresses) with where they came from (`source`: a district centre is
 * approximate), or "no location" — planning names such an order as unroutable.
 */
export function CoordinatesText({ longitude, latitude, system, source }: { longitude: string | null; latitude: string | null; system?: string; source?: string | null }) {
  if (longitude === null || latitude === null) return <LocationTag longitude={null} latitude={null} source={source ?? null} />;
  return (
    <span>
      {Number(longitude).toFixed(6)}, {Number(latitude).toFixed(6)} {system ? <Typography.Text type="secondary">({system.toUpperCase()})</Typography.Text> : null}{' '}
      <LocationTag longitude={longitude} latitude={latitude} source={source} />
    </span>
  );
}
