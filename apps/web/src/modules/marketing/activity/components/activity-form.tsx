import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, Radio, Row, Select, Space, Switch, Table, Tag, TreeSelect, Typography } from 'antd';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { CreateActivitySchema, type Activity, type ActivitySaved } from '@tradewind/contract/marketing/activity.schema';
import { ACTIVITY_TYPES, SCOPE_TYPES } from '@tradewind/contract/marketing/pricing.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { FormActions } from '@/core/form/form-actions';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { useCrowdOptionsQuery, useCustomerConfigQuery } from '@/modules/crm';
import { SkuPicker, nestCategories, useBrandOptionsQuery, useCategoriesQuery, type CategoryNode } from '@/modules/pms';
import { StoreSelect } from '@/modules/system';
import { useSaveActivityMutation } from '../api/activity.api';
import { ACTIVITY_LIST_PATH } from '../../marketing.routes';
import { activityBody, FULL, initialValues, type Values } from '../activity-form-values';
import { TryCart } from './try-cart';

/** What the form knows of a SKU it names (prices, the SKU scope, gifts): from the record, then from the picker. */
type SkuInfo = { label: string; code: string; salePrice: string; units: Array<{ unit_id: number; unit_name: string }> };

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toOptions = (nodes: readonly CategoryNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

function initialSkus(a: Activity | undefined): Record<number, SkuInfo> {
  const out: Record<number, SkuInfo> = {};
  for (const p of a?.prices ?? []) out[p.sku_id] = { label: p.sku_name, code: p.sku_code, salePrice: p.sale_price, units: [] };
  if (a?.scope_type === 3) for (const s of a.scope_names) out[s.id] ??= { label: s.name, code: '', salePrice: '', units: [] };
  for (const x of a?.tiers ?? []) if (x.gift_sku_id) out[x.gift_sku_id] = { label: x.gift_sku_name ?? '', code: '', salePrice: '', units: x.gift_unit ? [{ unit_id: x.gift_unit, unit_name: x.gift_unit_name ?? '' }] : [] };
  return out;
}

const fromPick = (r: SkuPickRow): SkuInfo => ({
  label: [r.name, r.spec_text].filter(Boolean).join(' '),
  code: r.code,
  salePrice: r.sale_price,
  units: [{ unit_id: r.unit_id, unit_name: r.unit_name }, ...r.units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name }))],
});

/** The activity form of /marketing/activity/add and /edit: type, tiers or special prices, scope, audience, window; a save lists its overlaps; "try a cart" below. */
export function ActivityForm({ activity }: { activity: Activity | undefined }) {
  const { t } = useI18n();
  const { modal } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveActivityMutation();
  const leavePage = useLeavePage();
  const leave = () => leavePage(ACTIVITY_LIST_PATH);
  const [skus, setSkus] = useState<Record<number, SkuInfo>>(() => initialSkus(activity));
  const [picking, setPicking] = useState<null | { kind: 'prices' | 'scope' } | { kind: 'gift'; tier: number }>(null);
  const categories = useCategoriesQuery();
  const brands = useBrandOptionsQuery();
  const config = useCustomerConfigQuery();
  const crowds = useCrowdOptionsQuery();
  const type = Form.useWatch('type', form) ?? activity?.type ?? 2;
  const scopeType = Form.useWatch('scope_type', form) ?? 0;
  const tierBasis = Form.useWatch('tier_basis', form) ?? 1;
  const onSaved = (row: ActivitySaved) => {
    if (row.overlaps.length === 0) return leave();
    modal.warning({ title: t('marketing_activity.overlaps_title'), content: <ul>{row.overlaps.map((o) => <li key={o.id}>{o.message}</li>)}</ul>, onOk: leave });
  };
  const submit = useSaveForm(form, save, { id: activity?.id ?? null, onSaved, fieldMap: { starts_at: 'window', ends_at: 'window', scope_ids: 'scope_type' } });
  const shape = CreateActivitySchema.shape;
  const zodRule = useZodRule();

  const addPicked = (picked: SkuPickRow[]) => {
    setSkus((s) => ({ ...s, ...Object.fromEntries(picked.map((r) => [r.id, fromPick(r)])) }));
    if (picking?.kind === 'prices') form.setFieldValue('prices', [...(form.getFieldValue('prices') ?? []), ...picked.map((r) => ({ sku_id: r.id, price: Number(r.sale_price) }))]);
    if (picking?.kind === 'scope') form.setFieldValue('sku_ids', [...(form.getFieldValue('sku_ids') ?? []), ...picked.map((r) => r.id)]);
    if (picking?.kind === 'gift' && picked[0]) {
      form.setFieldValue(['tiers', picking.tier, 'gift_sku_id'], picked[0].id);
      form.setFieldValue(['tiers', picking.tier, 'gift_unit'], picked[0].unit_id);
      form.setFieldValue(['tiers', picking.tier, 'gift_qty'], form.getFieldValue(['tiers', picking.tier, 'gift_qty']) ?? 1);
    }
    setPicking(null);
  };
  const locked = picking?.kind === 'prices' ? (form.getFieldValue('prices') ?? []).map((p: { sku_id: number }) => p.sku_id) : picking?.kind === 'scope' ? (form.getFieldValue('sku_ids') ?? []) : [];

  return (
    <Form form={form} name="activity" layout="vertical" initialValues={initialValues(activity)} onFinish={(v) => submit(activityBody(v))} style={{ maxWidth: 1200 }}>
      <Flex vertical gap={12}>
        <Card size="small" title={t('marketing_activity.section_basic')}>
          <Row gutter={16}>
            <Col span={8}>
              <TextField name="name" label={t('marketing_activity.name')} required schema={shape.name} maxLength={50} />
            </Col>
            <Col span={16}>
              <Form.Item name="type" label={t('marketing_activity.type')} required>
                <Radio.Group options={ACTIVITY_TYPES.map((k) => ({ value: k, label: t(`marketing.activity_type_${k}`) }))} />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item name="window" label={t('marketing_activity.window')} required>
                <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={FULL} style={{ width: '100%' }} placeholder={[t('marketing_activity.starts_at'), t('marketing_activity.ends_at')]} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="priority" label={t('marketing_activity.priority')} tooltip={t('marketing_activity.priority_hint')} rules={[zodRule(shape.priority)]}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="stack_with_coupon" label={t('marketing_activity.stack_with_coupon')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="remark" label={t('marketing_activity.remark')} style={{ marginBottom: 0 }}>
                <Input.TextArea maxLength={200} rows={2} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small" title={t('marketing_activity.section_rule')}>
          {type === 1 ? (
            <Form.List name="prices">
              {(fields, { remove }, { errors }) => (
                <Flex vertical gap={8}>
                  <Table
                    size="small"
                    rowKey="key"
                    pagination={false}
                    dataSource={fields}
                    columns={[
                      { title: t('marketing_activity.skus'), key: 'sku', render: (_v, f) => <SkuLabel info={skus[form.getFieldValue(['prices', f.name, 'sku_id'])]} /> },
                      { title: t('marketing_activity.sale_price'), key: 'sale', width: 110, align: 'right', render: (_v, f) => `¥${skus[form.getFieldValue(['prices', f.name, 'sku_id'])]?.salePrice ?? ''}` },
                      {
                        title: t('marketing_activity.special_price'),
                        key: 'price',
                        width: 180,
                        render: (_v, f) => (
                          <Form.Item name={[f.name, 'price']} style={{ margin: 0 }}>
                            <InputNumber aria-label={t('marketing_activity.special_price')} precision={2} prefix="¥" style={{ width: 150 }} />
                          </Form.Item>
                        ),
                      },
                      { title: '', key: 'remove', width: 60, render: (_v, f) => <Button type="text" aria-label={t('marketing_activity.remove')} icon={<DeleteOutlined />} onClick={() => remove(f.name)} /> },
                    ]}
                  />
                  <Form.ErrorList errors={errors} />
                  <Button icon={<PlusOutlined />} onClick={() => setPicking({ kind: 'prices' })} style={{ alignSelf: 'flex-start' }}>
                    {t('marketing_activity.pick_skus')}
                  </Button>
                </Flex>
              )}
            </Form.List>
          ) : (
            <Flex vertical gap={8}>
              <Form.Item name="tier_basis" label={t('marketing_activity.tier_basis')}>
                <Radio.Group options={[1, 2].map((b) => ({ value: b, label: t(`marketing.activity_tier_basis_${b}`) }))} />
              </Form.Item>
              <Typography.Text strong>{t('marketing_activity.tiers')}</Typography.Text>
              <Form.List name="tiers">
                {(fields, { add, remove }, { errors }) => (
                  <Flex vertical gap={4}>
                    {fields.map((f) => {
                      const giftId: number | undefined = form.getFieldValue(['tiers', f.name, 'gift_sku_id']);
                      return (
                        <Space key={f.key} align="start" wrap>
                          <Form.Item name={[f.name, 'over']} label={t(tierBasis === 2 ? 'marketing_activity.over_qty' : 'marketing_activity.over_amount')}>
                            <InputNumber precision={tierBasis === 2 ? 3 : 2} style={{ width: 140 }} />
                          </Form.Item>
                          {type === 2 ? (
                            <Form.Item name={[f.name, 'off']} label={t('marketing_activity.off')}>
                              <InputNumber precision={2} style={{ width: 120 }} />
                            </Form.Item>
                          ) : null}
                          {type === 3 ? (
                            <Form.Item name={[f.name, 'percent']} label={t('marketing_activity.percent')} tooltip={t('marketing_activity.percent_hint')}>
                              <InputNumber precision={2} style={{ width: 120 }} />
                            </Form.Item>
                          ) : null}
                          <Form.Item name={[f.name, 'gift_sku_id']} label={t(type === 4 ? 'marketing_activity.gift' : 'marketing_activity.gift_optional')}>
                            <Space.Compact>
                              <Button onClick={() => setPicking({ kind: 'gift', tier: f.name })} style={{ maxWidth: 240 }}>
                                <Typography.Text ellipsis>{giftId ? (skus[giftId]?.label ?? giftId) : t('marketing_activity.pick_gift')}</Typography.Text>
                              </Button>
                              {giftId && type !== 4 ? <Button aria-label={t('marketing_activity.remove')} icon={<DeleteOutlined />} onClick={() => form.setFieldValue(['tiers', f.name, 'gift_sku_id'], undefined)} /> : null}
                            </Space.Compact>
                          </Form.Item>
                          {giftId ? (
                            <>
                              <Form.Item name={[f.name, 'gift_unit']} label={t('marketing_activity.gift_unit')}>
                                <Select style={{ width: 100 }} options={(skus[giftId]?.units ?? []).map((u) => ({ value: u.unit_id, label: u.unit_name }))} />
                              </Form.Item>
                              <Form.Item name={[f.name, 'gift_qty']} label={t('marketing_activity.gift_qty')}>
                                <InputNumber precision={3} style={{ width: 100 }} />
                              </Form.Item>
                            </>
                          ) : null}
                          {fields.length > 1 ? <Button type="text" aria-label={t('marketing_activity.remove')} icon={<DeleteOutlined />} onClick={() => remove(f.name)} style={{ marginTop: 30 }} /> : null}
                        </Space>
                      );
                    })}
                    <Form.ErrorList errors={errors} />
                    <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                      {t('marketing_activity.add_tier')}
                    </Button>
                  </Flex>
                )}
              </Form.List>
              <Form.Item name="scope_type" label={t('marketing_activity.scope')}>
                <Radio.Group options={SCOPE_TYPES.map((s) => ({ value: s, label: t(`marketing.scope_type_${s}`) }))} />
              </Form.Item>
              {scopeType === 1 ? (
                <Form.Item name="category_ids" label={t('marketing_activity.categories')}>
                  <TreeSelect<number[]> multiple treeData={toOptions(nestCategories(categories.data ?? []))} treeDefaultExpandAll showSearch treeNodeFilterProp="title" style={{ maxWidth: 520 }} />
                </Form.Item>
              ) : null}
              {scopeType === 2 ? (
                <Form.Item name="brand_ids" label={t('marketing_activity.brands')}>
                  <Select mode="multiple" optionFilterProp="label" options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))} style={{ maxWidth: 520 }} />
                </Form.Item>
              ) : null}
              {scopeType === 3 ? (
                <Form.Item label={t('marketing_activity.skus')} shouldUpdate>
                  {() => (
                    <Flex wrap gap={4} align="center">
                      {(form.getFieldValue('sku_ids') ?? []).map((id: number) => (
                        <Tag key={id} closable onClose={() => form.setFieldValue('sku_ids', (form.getFieldValue('sku_ids') as number[]).filter((x) => x !== id))}>
                          {skus[id]?.label ?? id}
                        </Tag>
                      ))}
                      <Button size="small" icon={<PlusOutlined />} onClick={() => setPicking({ kind: 'scope' })}>
                        {t('marketing_activity.pick_skus')}
                      </Button>
                    </Flex>
                  )}
                </Form.Item>
              ) : null}
              <Form.Item name="sku_ids" hidden>
                <Select mode="multiple" />
              </Form.Item>
            </Flex>
          )}
        </Card>

        <Card size="small" title={t('marketing_activity.section_audience')}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="store_ids" label={t('marketing_activity.stores')} extra={t('marketing_activity.stores_all')}>
                <StoreSelect multiple />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="customer_level_ids" label={t('marketing_activity.levels')} extra={t('marketing_activity.customers_all')}>
                <Select mode="multiple" allowClear optionFilterProp="label" options={(config.data?.customer_level ?? []).map((l) => ({ value: Number(l.value), label: l.label }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="crowd_ids" label={t('marketing_activity.crowds')}>
                <Select mode="multiple" allowClear optionFilterProp="label" options={(crowds.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <FormActions saving={save.isPending} onBack={leave} />
        <TryCart body={() => ({ ...activityBody(form.getFieldsValue(true) as Values), id: activity?.id ?? null })} />
      </Flex>
      <SkuPicker open={picking !== null} onClose={() => setPicking(null)} onConfirm={addPicked} lockedIds={locked} max={picking?.kind === 'gift' ? 1 : undefined} onSale={0} />
    </Form>
  );
}

function SkuLabel({ info }: { info: SkuInfo | undefined }) {
  return (
    <Space direction="vertical" size={0}>
      <span>{info?.label ?? ''}</span>
      {info?.code ? <Typography.Text type="secondary">{info.code}</Typography.Text> : null}
    </Space>
  );
}
