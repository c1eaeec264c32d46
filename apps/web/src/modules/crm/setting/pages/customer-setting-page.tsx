import { Flex } from 'antd';
import { CategoryTable } from '../components/category-table';

/** /crm/setting/index: customer types and levels side by side. */
export function CustomerSettingPage() {
  return (
    <Flex gap={12} align="flex-start" wrap>
      <CategoryTable kind="type" />
      <CategoryTable kind="level" />
    </Flex>
  );
}
