import { useMemo } from 'react';
import { Form, Input, Switch, TreeSelect } from 'antd';
import { CreateCategorySchema, type Category } from '@tradewind/contract/pms/category.schema';
import { fromSwitch, fromText, toSwitch, toText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { CatalogueFormModal } from '../../shared/catalogue-form-modal';
import { normalizeSingleImage, singleImageValueProps } from '../../shared/single-image';
import { SortField } from '../../shared/sort-field';
import { useSaveCategoryMutation, type CategoryBody } from '../api/category.api';
import { canHold, findNode, heightOf, type CategoryNode } from '../category-tree';

type Values = { parent_id: number | null; name: string; image: string; sort: number; is_show: boolean };
type ParentOption = { value: number; title: string; disabled: boolean; children: ParentOption[] };

type Props = {
  tree: CategoryNode[];
  /** null: a new category */
  category: Category | null;
  /** a new category's parent ("add subcategory") */
  parentId?: number | null;
  onClose: () => void;
};

/** One form for creating and editing a category; parents that would make a cycle or a fourth level are disabled. */
export function CategoryFormModal({ tree, category, parentId = null, onClose }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCategoryMutation();
  const submit = useSaveForm(form, save, { id: category?.id ?? null, onSaved: onClose });
  const shape = CreateCategorySchema.shape;
  const parents = useMemo(() => {
    const self = category ? findNode(tree, category.id) : undefined;
    const height = self ? heightOf(self) : 1;
    const toOptions = (nodes: CategoryNode[]): ParentOption[] =>
      nodes.map((n) => ({ value: n.id, title: n.name, disabled: !canHold(n, category?.id ?? null, height, tree), children: toOptions(n.children) }));
    return toOptions(tree);
  }, [tree, category]);
  const initialValues: Values = category
    ? { parent_id: category.parent_id, name: category.name, image: toText(category.image), sort: category.sort, is_show: toSwitch(category.is_show) }
    : { parent_id: parentId, name: '', image: '', sort: 0, is_show: true };

  const handleFinish = (v: Values) => {
    const input: CategoryBody = { parent_id: v.parent_id ?? null, name: v.name, image: fromText(v.image), sort: v.sort ?? 0, is_show: fromSwitch(v.is_show) };
    submit(input);
  };

  return (
    <CatalogueFormModal form={form} name="category" title={t(category ? 'pms.category_edit' : 'pms.category_create')} initialValues={initialValues} saving={save.isPending} onFinish={handleFinish} onClose={onClose}>
      <Form.Item name="parent_id" label={t('pms.category_parent')}>
        <TreeSelect<number | null> treeData={parents} treeDefaultExpandAll allowClear placeholder={t('pms.category_top')} showSearch={{ treeNodeFilterProp: 'title' }} />
      </Form.Item>
      <Form.Item name="name" label={t('pms.category_name')} required rules={[zodRule(shape.name)]}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item name="image" label={t('pms.category_image')} getValueProps={singleImageValueProps} normalize={normalizeSingleImage} rules={[zodRule(shape.image)]}>
        <ImageUploader maxCount={1} />
      </Form.Item>
      <SortField />
      <Form.Item name="is_show" label={t('pms.category_is_show')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CatalogueFormModal>
  );
}
