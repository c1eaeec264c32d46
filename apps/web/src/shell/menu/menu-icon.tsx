import {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  ClusterOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileTextOutlined,
  GiftOutlined,
  GoldOutlined,
  HomeOutlined,
  InboxOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icons by their @ant-design/icons name, as the menu tree stores them. A fixed list rather than the
 * whole icon set keeps the bundle small; a name not listed shows the generic icon.
 */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  ClusterOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileTextOutlined,
  GiftOutlined,
  GoldOutlined,
  HomeOutlined,
  InboxOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
};

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
