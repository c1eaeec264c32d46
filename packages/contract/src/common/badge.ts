/** Spec 000 §9: the download-task and message badges show at most '99+'. */
export const BADGE_CAP = 99;

/** The text of a count badge: '' for nothing to show, the number up to 99, then '99+'. */
export function badgeText(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > BADGE_CAP ? `${BADGE_CAP}+` : String(whole);
}
