import type { ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popover, Tag } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

type Props<T extends { id: number }> = {
  picked: readonly T[];
  /** a picked record's tag text */
  labelOf: (item: T) => ReactNode;
  onRemove: (id: number) => void;
  onClear: () => void;
  onCancel: () => void;
  /** hands the picked over; the dialog closes after it */
  onConfirm: () => void;
  /** '已选 3 个', '还没有选择', '清空' in the picker's words */
  texts: { selected: string; none: string; clear: string };
  /** `<testId>-count` on the count button, `<testId>-selected` on the popover's list */
  testId: string;
  /** confirm needs at least one pick */
  requirePick?: boolean;
};

/**
 * The footer of a picker dialog (employees, SKUs): the count of the picked opening a popover of them,
 * each removable, then 清空, 取消 and 确定.
 */
export function PickerFooter<T extends { id: number }>({ picked, labelOf, onRemove, onClear, onCancel, onConfirm, texts, testId, requirePick }: Props<T>) {
  const { t } = useI18n();
  const list = (
    <div style={{ maxWidth: 360, maxHeight: 300, overflowY: 'auto' }} data-testid={`${testId}-selected`}>
      {picked.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} />
      ) : (
        <Flex wrap gap={6}>
          {picked.map((item) => (
            <Tag key={item.id} closable closeIcon={<CloseOutlined />} onClose={() => onRemove(item.id)}>
              {labelOf(item)}
            </Tag>
          ))}
        </Flex>
      )}
    </div>
  );
  return (
    <Flex justify="space-between" align="center">
      <Popover content={list} trigger="click" placement="topLeft">
        <Button type="link" data-testid={`${testId}-count`}>
          {texts.selected}
        </Button>
      </Popover>
      <Flex gap={8}>
        <Button onClick={onClear} disabled={picked.length === 0}>
          {texts.clear}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          disabled={requirePick === true && picked.length === 0}
          onClick={() => {
            onConfirm();
            onCancel();
          }}
        >
          {t('common.confirm')}
        </Button>
      </Flex>
    </Flex>
  );
}
