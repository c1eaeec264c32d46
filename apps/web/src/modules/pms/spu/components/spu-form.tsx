import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select, Space, TreeSelect, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ATTRIBUTE_INPUT_TYPES, type GoodsType } from '@tradewind/contract/pms/type.schema';
import type { Brand } from '@tradewind/contract/pms/brand.schema';
import type { Spec } from '@tradewind/contract/pms/spec.schema';
import type { SpuDetail } from '@tradewind/contract/pms/spu.schema';
import { SPU_MAX_IMAGES } from '@tradewind/contract/pms/spu.schema';
import type { Unit } from '@tradewind/contract/pms/unit.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { ApiError } from '@/core/http/http-error';
import { ownToastOf } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useLeavePage } from '@/core/routing/leave-page';
import { ImageUploader } from '@/modules/common';
import { brandApi } from '../../brand/api/brand.api';
import { useCategoriesQuery } from '../../category/api/category.api';
import { useGoodsSettingQuery } from '../../setting/api/goods-setting.api';
import { specApi } from '../../spec/api/spec.api';
import { typeApi } from '../../type/api/type.api';
import { unitApi } from '../../unit/api/unit.api';
import { useSaveSpuMutation, useSpuMoveMutation } from '../api/spu.api';
import { categoryTreeData } from '../category-options';
import { buildMatrix, type SpecChoice } from '../sku-matrix';
import { blankSku, bodyOf, formFieldOf, valuesOf, type SkuValues, type SpuFormValues } from '../spu-form-values';
import { SPU_LIST_PATH, spuEditPath } from '../../pms.routes';
import { ImageOrder } from './image-order';
import { RichTextEditor } from './rich-text-editor';
import { SkuMatrixTable } from './sku-matrix-table';
import { SpecPicker } from './spec-picker';
import styles from './spu.module.css';

/** The one form of /pms/spu/add and /pms/spu/edit?id=: basic info, images, specs and the SKU matrix, attributes, description. */
export function SpuForm({ spu }: { spu: SpuDetail | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<SpuFormValues>();
  const [expanded, setExpanded] = useState<number[]>([]);
  const categories = useCategoriesQuery();
  const brands = brandApi.useOptions<Brand>();
  const types = typeApi.useOptions<GoodsType>();
  const specs = specApi.useOptions<Spec>();
  const units = unitApi.useOptions<Unit>();
  const setting = useGoodsSettingQuery();
  const save = useSaveSpuMutation();
  const submitMove = useSpuMoveMutation('submit');
  const canSubmit = usePermission('pms:spu:submit');
  const initialValues = useMemo(() => valuesOf(spu, setting.data?.default_unit_id ?? undefined), [spu, setting.data?.default_unit_id]);
  const chosenSpecs = (Form.useWatch('specs', { form, preserve: true }) ?? initialValues.specs) as SpecChoice[];
  const skuCount = ((Form.useWatch('skus', { form, preserve: true }) as SkuValues[] | undefined) ?? initialValues.skus).length;
  const typeId = Form.useWatch('type_id', form) as number | null | undefined;
  const attributeDefs = types.data?.find((ty) => ty.id === typeId)?.attributes ?? [];
  const readOnly = spu?.status === 1;
  const submittable = !spu || spu.status === 0 || spu.status === 3;
  const defaultUnit = setting.data?.default_unit_id ?? undefined;

  // A new product's SKUs take the default unit once the goods settings are in.
  useEffect(() => {
    if (spu || !defaultUnit) return;
    const skus = (form.getFieldValue('skus') as SkuValues[] | undefined) ?? [];
    if (skus.some((s) => !s.unit_id)) form.setFieldValue('skus', skus.map((s) => ({ ...s, unit_id: s.unit_id ?? defaultUnit })));
  }, [spu, defaultUnit, form]);

  const applySpecs = (next: SpecChoice[]) => {
    form.setFieldValue('specs', next);
    form.setFieldValue('skus', buildMatrix(next, (form.getFieldValue('skus') as SkuValues[] | undefined) ?? [], blankSku(defaultUnit)));
    setExpanded([]);
  };

  /** The type's attributes with the values typed so far (a value of an attribute the type no longer has stays, last). */
  const mergeAttributes = (type: GoodsType) => {
    const typed = (form.getFieldValue('attributes') as SpuFormValues['attributes'] | undefined) ?? [];
    const names = new Set(type.attributes.map((a) => a.name));
    const merged = [...type.attributes.map((a) => ({ name: a.name, value: typed.find((x) => x.name === a.name)?.value ?? '' })), ...typed.filter((x) => !names.has(x.name))];
    if (JSON.stringify(merged) !== JSON.stringify(typed)) form.setFieldValue('attributes', merged);
  };

  // A saved product shows every attribute of its type, also those it has no value for yet.
  const savedType = types.data?.find((ty) => ty.id === spu?.type_id);
  useEffect(() => {
    if (savedType) mergeAttributes(savedType);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the types are in
  }, [savedType]);

  /** A type chosen brings its specs (when none are chosen yet) and its attributes, keeping values typed. */
  const applyType = (id: number | null | undefined) => {
    const type = types.data?.find((ty) => ty.id === id);
    if (!type) return;
    mergeAttributes(type);
    if (((form.getFieldValue('specs') as SpecChoice[] | undefined) ?? []).length === 0) {
      applySpecs(type.spec_ids.flatMap((specId) => {
        const spec = specs.data?.find((s) => s.id === specId);
        return spec ? [{ spec_id: spec.id, name: spec.name, values: [] }] : [];
      }));
    }
  };

  /** Back to the list; this page's tab closes, so the next 'new product' starts empty. */
  const leavePage = useLeavePage();
  const leave = () => leavePage(SPU_LIST_PATH);

  /** A 422's messages on their fields and cells (`skus.2.barcode`), a package unit's row opened first. */
  const showErrors = (error: Error) => {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      const fields = error.fieldErrors.map((f) => ({ name: formFieldOf(f.field), errors: [f.message] }));
      const unitRows = fields.flatMap((f) => (f.name[0] === 'skus' && f.name[2] === 'units' ? [f.name[1] as number] : []));
      if (unitRows.length > 0) setExpanded((open) => [...new Set([...open, ...unitRows])]);
      // the opened rows' fields exist from the next render on
      setTimeout(() => {
        form.setFields(fields as never);
        document.querySelector('.ant-form-item-has-error')?.scrollIntoView({ block: 'center' });
      }, 0);
    }
    const toast = ownToastOf(error);
    if (toast) void message.error(toast);
  };

  const run = (values: SpuFormValues, thenSubmit: boolean) => {
    save.mutate(
      { id: spu?.id ?? null, input: bodyOf(values) },
      {
        onError: showErrors,
        onSuccess: (saved) => {
          if (!thenSubmit) {
            // a new name or new images of an approved product send it back to checking (docs/trading-model.md §2)
            const rechecked = spu !== undefined && spu.status !== 1 && saved.status === 1;
            void message.success(t(rechecked ? 'pms_spu.saved_rechecking' : spu ? 'form.updated' : 'form.created'));
            leave();
            return;
          }
          submitMove.mutate(saved.id, {
            onSuccess: (moved) => {
              void message.success(t(moved.status === 1 ? 'pms_spu.submitted' : 'pms_spu.submitted_on_sale'));
              leave();
            },
            // saved as a draft: the failure is the app's toast; the form now edits the saved record
            onError: () => void navigate(spuEditPath(saved.id), { replace: true }),
          });
        },
      },
    );
  };
  const [andSubmit, setAndSubmit] = useState(false);
  /** 保存草稿 or 保存并提交: the form's own checks first, then the server's. */
  const finish = (thenSubmit: boolean) => {
    setAndSubmit(thenSubmit);
    form.validateFields().then(
      () => run(form.getFieldsValue(true) as SpuFormValues, thenSubmit),
      () => document.querySelector('.ant-form-item-has-error')?.scrollIntoView({ block: 'center' }),
    );
  };

  return (
    <Form<SpuFormValues>
      form={form}
      name="spu"
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      className={styles.form}
    >
      {spu?.status === 3 && spu.reject_reason ? <Alert type="error" showIcon className={styles.banner} title={t('pms_spu.rejected_banner')} description={spu.reject_reason} data-testid="reject-reason" /> : null}
      {readOnly ? <Alert type="info" showIcon className={styles.banner} title={t('pms_spu.pending_read_only')} /> : null}

      <Card title={t('pms_spu.section_basic')} size="small" className={styles.section}>
        <div className={styles.grid}>
          <Form.Item name="name" label={t('pms_spu.name')} rules={[{ required: true, whitespace: true, message: t('pms_spu.name_required') }]}>
            <Input maxLength={60} showCount />
          </Form.Item>
          <Form.Item name="code" label={t('pms_spu.code')} extra={t('pms_spu.code_hint')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="category_id" label={t('pms_spu.category')} rules={[{ required: true, message: t('pms_spu.category_required') }]}>
            <TreeSelect<number> treeData={categoryTreeData(categories.data)} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} loading={categories.isPending} placeholder={t('pms_spu.select')} />
          </Form.Item>
          <Form.Item name="brand_id" label={t('pms_spu.brand')}>
            <Select<number> allowClear showSearch={{ optionFilterProp: 'label' }} loading={brands.isPending} placeholder={t('pms_spu.select')} options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))} />
          </Form.Item>
          <Form.Item name="type_id" label={t('pms_spu.type')} extra={t('pms_spu.type_hint')}>
            <Select<number> allowClear loading={types.isPending} placeholder={t('pms_spu.select')} options={(types.data ?? []).map((ty) => ({ value: ty.id, label: ty.name }))} onChange={applyType} />
          </Form.Item>
          <Form.Item name="selling_points" label={t('pms_spu.selling_points')} className={styles.wide}>
            <Input maxLength={200} showCount />
          </Form.Item>
          <Form.Item name="sort" label={t('pms.sort')} extra={t('pms.sort_hint')}>
            <InputNumber precision={0} />
          </Form.Item>
        </div>
      </Card>

      <Card title={t('pms_spu.section_images')} size="small" className={styles.section}>
        <Form.Item name="images" label={t('pms_spu.images')} extra={t('pms_spu.images_hint', { max: SPU_MAX_IMAGES })}>
          <ImageUploader maxCount={SPU_MAX_IMAGES} disabled={readOnly} />
        </Form.Item>
        <Form.Item name="images" noStyle>
          <ImageOrder disabled={readOnly} />
        </Form.Item>
      </Card>

      <Card title={t('pms_spu.section_skus')} size="small" className={styles.section}>
        <Form.Item name="specs" label={t('pms_spu.specs')} extra={t('pms_spu.specs_hint')}>
          <SpecPicker specs={specs.data ?? []} loading={specs.isPending} disabled={readOnly} onChange={applySpecs} />
        </Form.Item>
        <Typography.Text strong>{t('pms_spu.matrix', { count: skuCount })}</Typography.Text>
        <SkuMatrixTable
          form={form}
          specs={chosenSpecs}
          units={units.data ?? []}
          codeGenerated={setting.data?.sku_code_mode !== 2}
          allowFreeBarcode={setting.data?.allow_free_barcode === 1}
          disabled={readOnly}
          expanded={expanded}
          onExpandedChange={setExpanded}
        />
      </Card>

      <Form.List name="attributes">
        {(fields) =>
          fields.length > 0 ? (
            <Card title={t('pms_spu.section_attributes')} size="small" className={styles.section}>
              <div className={styles.grid}>
                {fields.map((field) => {
                  const name = (form.getFieldValue(['attributes', field.name, 'name']) as string | undefined) ?? '';
                  const def = attributeDefs.find((a) => a.name === name);
                  return (
                    <Form.Item key={field.key} name={[field.name, 'value']} label={name}>
                      {def?.input_type === ATTRIBUTE_INPUT_TYPES[2] ? (
                        <Select allowClear options={def.options.map((o) => ({ value: o, label: o }))} placeholder={t('pms_spu.select')} />
                      ) : def?.input_type === ATTRIBUTE_INPUT_TYPES[1] ? (
                        <Input inputMode="decimal" maxLength={200} />
                      ) : (
                        <Input maxLength={200} />
                      )}
                    </Form.Item>
                  );
                })}
              </div>
            </Card>
          ) : null
        }
      </Form.List>

      <Card title={t('pms_spu.section_description')} size="small" className={styles.section}>
        <Form.Item name="description" label={t('pms_spu.description')}>
          <RichTextEditor disabled={readOnly} />
        </Form.Item>
      </Card>

      <Flex justify="flex-start" className={styles.footer}>
        <Space>
          {!readOnly ? (
            <Button type={submittable && canSubmit ? 'default' : 'primary'} loading={save.isPending && !andSubmit} onClick={() => finish(false)}>
              {t(submittable ? 'pms_spu.save_draft' : 'form.save')}
            </Button>
          ) : null}
          {!readOnly && submittable && canSubmit ? (
            <Button type="primary" loading={(save.isPending || submitMove.isPending) && andSubmit} onClick={() => finish(true)}>
              {t('pms_spu.save_and_submit')}
            </Button>
          ) : null}
          <Button onClick={leave} disabled={false}>
            {t('form.back')}
          </Button>
        </Space>
      </Flex>
    </Form>
  );
}
