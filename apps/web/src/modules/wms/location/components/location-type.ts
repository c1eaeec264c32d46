import { LOCATION_TYPES } from '@tradewind/contract/wms/location.schema';
import type { I18n } from '@/core/i18n/i18n-context';

type T = I18n['t'];

/** The location types as choices: 1 storage, 2 picking, 3 receiving, 4 defective. */
export const locationTypeOptions = (t: T) => LOCATION_TYPES.map((type) => ({ value: type, label: t(`wms.location_type_${type}`) }));
