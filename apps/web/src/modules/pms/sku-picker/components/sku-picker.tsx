import { useMemo, useState } from 'react';
import { Empty, Flex, Input, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { SKU_SEARCH_LIMIT, type SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { PickerFooter } from '@/core/picker/picker-footer';
import { useSkuSearchQuery } from '../api/sku-search.api';
import { applySkuSelection, toggleSku } from '../sku-selection';
import { SkuImageCell, SkuNameCell, SkuStatusTag, SkuUnitCell } from './sku-cells';
import { CategoryTreeSelect } from './category-tree-select';

export type SkuPickerProps = {
  open: boolean;
  onClose: () => void;
  /** the SKUs picked, in the order they were ticked (those in `lockedIds` left out) */
  onConfirm: (picked: SkuPickRow[]) => void;
  /** SKUs already on the document: shown ticked and not picked again */
  lockedIds?: readonly number[];
  /** 1 (default): on-sale SKUs only; 0: off-sale ones too (purchasing, counts, recipes) */
  onSale?: 0 | 1;
  /** at most this many at once; no limit when absent */
  max?: number;
  title?: string;
};

const PAGE_SIZE = 10;

/**
 * The SKU picker every document uses (issue 15 §8): keyword (name, code, barcode, pinyin initials),
 * category, a paged table whose ticks persist across pages and searches, the picked in a popover, confirm.
 * Reads `GET /pms/skus/search`, which any staff member may call.
 */
export function SkuPicker(props: SkuPickerProps) {
  // Mounted only while open: each opening starts with nothing picked, page 1, no filter.
  return props.open ? <SkuPickerDialog {...props} /> : null;
}

function SkuPickerDialog({ onClose, onConfirm, lockedIds, onSale = 1, max, title }: SkuPickerProps) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const locked = useMemo(() => new Set(lockedIds ?? []), [lockedIds]);
  const [selected, setSelected] = useState<SkuPickRow[]>([]);
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const search = useSkuSearchQuery({ keyword: keyword || undefined, category_id: categoryId, on_sale: onSale, page, page_size: PAGE_SIZE }, true);

  const apply = (result: ReturnType<typeof applySkuSelection<SkuPickRow>>) => {
    if (result.ok) setSelected(result.selected);
    else void message.warning(t('pms.picker_limit', { max: result.max }));
  };

  const columns: TableColumnsType<SkuPickRow> = [
    { title: t('pms.goods_image'), dataIndex: 'image', width: 72, render: (v: string | null) => <SkuImageCell src={v} size={36} /> },
    {
      title: t('pms.goods_goods'),
      key: 'name',
      render: (_v, row) => <SkuNameCell name={row.name} spec={row.spec_text} />,
    },
    {
      title: t('pms.goods_code'),
      key: 'code',
      width: 150,
      render: (_v, row) => (
        <Flex vertical>
          <span>{row.code}</span>
          {row.barcode ? <Typography.Text type="secondary">{row.barcode}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      title: t('pms.goods_unit'),
      key: 'unit',
      width: 120,
      render: (_v, row) => <SkuUnitCell unit={row.unit_name} units={row.units} />,
    },
    { title: t('pms.goods_sale_price'), dataIndex: 'sale_price', width: 90, align: 'right' },
    { title: t('pms.goods_stock'), dataIndex: 'stock', width: 80, align: 'right', render: (v: string) => Number(v) },
    { title: t('pms.goods_status'), dataIndex: 'status', width: 70, render: (v: number) => <SkuStatusTag status={v} /> },
  ];

  return (
    <Modal
      open
      onCancel={onClose}
      title={title ?? t('pms.picker_title')}
      width={1000}
      destroyOnHidden
      footer={
        <PickerFooter<SkuPickRow>
          picked={selected}
          labelOf={(row) => [row.name, row.spec_text].filter(Boolean).join(' ')}
          onRemove={(id) => setSelected((list) => list.filter((r) => r.id !== id))}
          onClear={() => setSelected([])}
          onCancel={onClose}
          onConfirm={() => onConfirm(selected)}
          texts={{ selected: t('pms.picker_selected', { count: selected.length }), none: t('pms.picker_none'), clear: t('pms.picker_clear') }}
          testId="sku-picker"
          requirePick
        />
      }
    >
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          id="sku_picker_keyword"
          allowClear
          placeholder={t('pms.goods_keyword_hint')}
          aria-label={t('pms.goods_keyword_hint')}
          onSearch={(text) => {
            setKeyword(text.trim());
            setPage(1);
          }}
          style={{ width: 320 }}
        />
        <CategoryTreeSelect
          value={categoryId}
          onChange={(id) => {
            setCategoryId(id);
            setPage(1);
          }}
        />
        {search.pagination.total >= SKU_SEARCH_LIMIT ? <Typography.Text type="secondary">{t('pms.picker_type_more', { max: SKU_SEARCH_LIMIT })}</Typography.Text> : null}
      </Flex>
      <Table<SkuPickRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={search.list}
        loading={search.isFetching}
        scroll={{ y: 450 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pms.picker_empty')} /> }}
        rowSelection={{
          selectedRowKeys: [...locked, ...selected.map((s) => s.id)],
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ disabled: locked.has(row.id) }),
          onChange: (keys, rows) => apply(applySkuSelection(selected, keys, rows, { locked, max })),
        }}
        onRow={(row) => ({ onClick: () => apply(toggleSku(selected, row, { locked, max })) })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: search.pagination.total, showSizeChanger: false, onChange: setPage, size: 'small', showTotal: (total) => t('list.total', { total }) }}
      />
    </Modal>
  );
}
