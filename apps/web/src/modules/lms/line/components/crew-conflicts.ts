import type { CrewConflict, LineMap } from '@tradewind/contract/lms/line.schema';

type DayLine = Pick<LineMap['lines'][number], 'id' | 'number' | 'name' | 'status' | 'driver_id' | 'helper_ids'>;

/**
 * The crew picked in a line form who are already on another open line (planned or departed) of the day —
 * the warning shown before saving; the server lists the same in the line's `crew_conflicts` (lms README
 * "Crew on two lines": a warning, not a refusal).
 */
export function crewConflictsOf(
  lines: readonly DayLine[],
  crew: { driver_id?: number | null; helper_ids?: readonly number[] | null },
  selfId: number | null,
  nameOf: (workerId: number) => string,
): CrewConflict[] {
  const ids = [...(crew.driver_id ? [crew.driver_id] : []), ...(crew.helper_ids ?? [])];
  const open = lines.filter((l) => (l.status === 1 || l.status === 2) && l.id !== selfId);
  return ids.flatMap((id) =>
    open
      .filter((l) => l.driver_id === id || l.helper_ids.includes(id))
      .map((l) => ({ worker_id: id, worker_name: nameOf(id), line_id: l.id, line_number: l.number, line_name: l.name })),
  );
}
