import { useOptionalSession } from '@/core/session/session-context';
import { OptionSelect, type OptionSelectProps } from '@/core/form/option-select';
import { useRoleOptionsQuery } from '../api/role.api';

/**
 * One role or several, from every role of the company; `excludeId`: a role that may not be chosen (the one
 * being deleted). Roles holding a permission the user lacks are shown but disabled: the server refuses to
 * grant them (issue 13; a super role lists every permission, so only a super admin may give it).
 */
export function RoleSelect({ excludeId, ...props }: OptionSelectProps & { excludeId?: number }) {
  const roles = useRoleOptionsQuery();
  const mine = useOptionalSession()?.me.permissions;
  const held = mine ? new Set(mine) : null;
  const options = (roles.data ?? [])
    .filter((r) => r.id !== excludeId)
    .map((r) => ({ value: r.id, label: r.name, disabled: held !== null && r.permissions.some((p) => !held.has(p)) }));
  return <OptionSelect {...props} options={options} loading={roles.isPending} />;
}
