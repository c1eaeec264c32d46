import { Select } from 'antd';
import { MENU_ICONS } from '@/core/icons/menu-icons';

export function MenuIconOf({ name }: { name: string | null | undefined }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}

const OPTIONS = Object.keys(MENU_ICONS).map((name) => ({ value: name, label: name }));

type Props = { value?: string | null; onChange?: (value: string | null) => void; placeholder?: string; id?: string };

/** Picks a menu icon, each option showing the icon beside its name. */
export function IconSelect({ value, onChange, placeholder, id }: Props) {
  return (
    <Select<string>
      id={id}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={OPTIONS}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={placeholder}
      labelRender={({ value: name }) => (
        <span>
          <MenuIconOf name={String(name)} /> <span style={{ marginLeft: 6 }}>{String(name)}</span>
        </span>
      )}
      optionRender={(option) => (
        <span>
          <MenuIconOf name={String(option.value)} /> <span style={{ marginLeft: 6 }}>{String(option.value)}</span>
        </span>
      )}
    />
  );
}
