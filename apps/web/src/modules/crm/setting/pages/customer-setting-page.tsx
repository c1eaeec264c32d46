import { Flex } from 'antd';
import { CategoryTable } from '../components/category-table';
import { OptionTable } from '../components/option-table';

/** /crm/setting/index: customer types and levels, customer sources and follow-up types. */
export function CustomerSettingPage() {
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="flex-start" wrap>
        <CategoryTable kind="type" />
        <CategoryTable kind="level" />
      </Flex>
      <Flex gap={12} align="flex-start" wrap>
        <OptionTable kind="source" />
        <OptionTable kind="visit_type" />
      </Flex>
    </Flex>
  );
}
