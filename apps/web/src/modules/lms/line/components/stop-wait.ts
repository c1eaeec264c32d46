/** 'HH:mm' when service starts at a stop the car reaches before its slot opens (arrival + wait); null when it does not wait. */
export function serviceStart(plannedArrival: string | null | undefined, waitingS: number | undefined): string | null {
  if (!plannedArrival || !waitingS || waitingS <= 0) return null;
  const [h, m, s] = plannedArrival.slice(11, 19).split(':').map(Number);
  const t = Math.round((h * 3600 + m * 60 + (s || 0) + waitingS) / 60);
  return `${String(Math.floor(t / 60) % 24).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}
