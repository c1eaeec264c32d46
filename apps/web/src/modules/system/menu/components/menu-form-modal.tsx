import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Switch, TreeSelect } from 'antd';
import { CreateMenuSchema, MENU_TYPES, type MenuNode } from '@tradewind/contract/system/menu.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSaveForm } from '@/core/form/use-save-form';
import { useSaveMenuMutation, type MenuBody, useMenuTreeQuery } from '../api/menu.api';
import { IconSelect } from './icon-select';

type MenuType = 1 | 2 | 3;
type MenuValues = { type: MenuType; parent_id: number | null; name: string; icon?: string | null; router?: string; permission?: string; is_show: boolean; sort: number };

type ParentOption = { value: number; title: string; disabled: boolean; children: ParentOption[] };

/** Buttons hang under pages, pages under modules (or pages); a menu cannot move under itself. */
function parentOptions(nodes: readonly MenuNode[], selfId: number | null, inside = false): ParentOption[] {
  return nodes
    .filter((n) => n.type !== MENU_TYPES.button)
    .map((n) => {
      const disabled = inside || n.id === selfId;
      return { value: n.id, title: n.name, disabled, children: parentOptions(n.children, selfId, disabled) };
    });
}

type Props = { menu: MenuNode | null; parent: MenuNode | null; onClose: () => void };

/** One form for creating and editing a menu: a module, a page or a button. */
export function MenuFormModal({ menu, parent, onClose }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<MenuValues>();
  const tree = useMenuTreeQuery();
  const save = useSaveMenuMutation();
  const submit = useSaveForm(form, save, { id: menu?.id ?? null, onSaved: onClose });
  const creating = menu === null;
  const type = Form.useWatch('type', form) ?? menu?.type ?? MENU_TYPES.module;
  const treeData = useMemo(() => parentOptions(tree.data ?? [], menu?.id ?? null), [tree.data, menu?.id]);

  const childType: MenuType = parent ? (parent.type === MENU_TYPES.module ? MENU_TYPES.page : MENU_TYPES.button) : MENU_TYPES.module;
  const initialValues: MenuValues = menu
    ? {
        type: menu.type,
        parent_id: menu.parent_id,
        name: menu.name,
        icon: menu.icon,
        router: menu.router ?? '',
        permission: menu.permission ?? '',
        is_show: menu.is_show === 1,
        sort: menu.sort,
      }
    : { type: childType, parent_id: parent?.id ?? null, name: '', icon: null, router: '', permission: '', is_show: true, sort: 0 };

  const handleFinish = (values: MenuValues) => {
    const isButton = values.type === MENU_TYPES.button;
    const input: MenuBody = {
      type: values.type,
      parent_id: values.parent_id ?? null,
      name: values.name,
      icon: isButton ? undefined : values.icon || undefined,
      router: isButton ? undefined : values.router?.trim() || undefined,
      permission: values.permission?.trim() || undefined,
      is_show: values.is_show ? 1 : 0,
      sort: values.sort ?? 0,
    };
    submit(input);
  };

  const isButton = type === MENU_TYPES.button;
  return (
    <Modal open title={t(creating ? 'menu.create' : 'menu.edit')} width={640} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('admin.save')}>
      <Form form={form} name="menu" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="type" label={t('menu.type')} required>
              <Radio.Group optionType="button" options={Object.values(MENU_TYPES).map((v) => ({ value: v, label: t(`menu.type_${v}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="parent_id" label={t('menu.parent')}>
              <TreeSelect treeData={treeData} treeDefaultExpandAll allowClear placeholder={t('menu.no_parent')} showSearch={{ treeNodeFilterProp: 'title' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('menu.name')} required rules={[zodRule(CreateMenuSchema.shape.name)]}>
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="permission" label={t('menu.permission')} tooltip={t('menu.permission_hint')} rules={[zodRule(CreateMenuSchema.shape.permission)]}>
              <Input maxLength={100} autoComplete="off" placeholder="system:staff:list" />
            </Form.Item>
          </Col>
          {isButton ? null : (
            <>
              <Col span={12}>
                <Form.Item name="router" label={t('menu.router')} tooltip={t('menu.router_hint')} rules={[zodRule(CreateMenuSchema.shape.router)]}>
                  <Input maxLength={200} autoComplete="off" placeholder="/system/staff/list" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="icon" label={t('menu.icon')}>
                  <IconSelect placeholder={t('menu.icon_placeholder')} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="sort" label={t('menu.sort')} rules={[zodRule(CreateMenuSchema.shape.sort)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="is_show" label={t('menu.is_show')} tooltip={t('menu.is_show_hint')} valuePropName="checked">
              <Switch checkedChildren={t('menu.shown')} unCheckedChildren={t('menu.hidden')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
