import { Tag, Tooltip } from 'antd';
import { locationNoteKey } from '@tradewind/contract/common/location';
import { useI18n } from '@/core/i18n/use-i18n';

type Props = {
  /** the point, when the page has it (a tooltip shows it); without them the source alone decides */
  longitude?: string | number | null;
  latitude?: string | number | null;
  /** contract `common/location.ts`: pinned | geocoded | district (approximate) | null */
  source: string | null | undefined;
};

/**
 * What every page showing a delivery location says of it: nothing for a pinned or geocoded point, '位置为区县中心
 * （近似）' for a district centre, '无位置' when there is none (planning lists such a stop as unroutable).
 */
export function LocationTag({ longitude, latitude, source }: Props) {
  const { t } = useI18n();
  const located = longitude === undefined ? source !== null && source !== undefined : longitude !== null && latitude !== null && latitude !== undefined;
  const key = locationNoteKey(source, located);
  if (!key) return null;
  const tag = (
    <Tag color={key === 'location.none' ? 'error' : 'warning'} data-testid="location-tag" style={{ marginInlineEnd: 0 }}>
      {t(key)}
    </Tag>
  );
  return key === 'location.approximate' && located && longitude != null ? <Tooltip title={`${longitude}, ${latitude}`}>{tag}</Tooltip> : tag;
}
