import { AppstoreOutlined } from '@ant-design/icons';
import { MENU_ICONS } from '@/core/icons/menu-icons';

/** A menu's icon by the name the menu tree stores; a name not in the registry shows the generic icon. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
