import { OptionSelect, type OptionSelectProps } from '@/core/form/option-select';
import { useRoleOptionsQuery } from '../api/role.queries';

/** One role or several, from every role of the company; `excludeId`: a role that may not be chosen (the one being deleted). */
export function RoleSelect({ excludeId, ...props }: OptionSelectProps & { excludeId?: number }) {
  const roles = useRoleOptionsQuery();
  const options = (roles.data ?? []).filter((r) => r.id !== excludeId).map((r) => ({ value: r.id, label: r.name }));
  return <OptionSelect {...props} options={options} loading={roles.isPending} />;
}
