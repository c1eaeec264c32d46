import type { RequestContext } from '@/core/http/request-context';

/** A courier as an outbound names it. */
export type CourierEntry = {
  id: number;
  code: string;
  name: string;
  enabled: boolean;
  /** the parcel's tracking page for a number, null when the courier has no tracking address */
  trackingUrl(trackingNo: string): string | null;
};

/**
 * The couriers an outbound may ship by (README "Shipping by express"). Couriers are marketing's (above the
 * warehouse), so wms may not read them: marketing registers this directory at start, as lms registers its
 * pickers. Without it no courier can be chosen.
 */
export type CourierDirectory = {
  /** the enabled couriers, in their list order */
  choices(ctx: RequestContext): Promise<CourierEntry[]>;
  find(ctx: RequestContext, id: number): Promise<CourierEntry | null>;
};

let directory: CourierDirectory | null = null;

export function registerCourierDirectory(d: CourierDirectory): void {
  directory = d;
}

export function courierDirectory(): CourierDirectory | null {
  return directory;
}
