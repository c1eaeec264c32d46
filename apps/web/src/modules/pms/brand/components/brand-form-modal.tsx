import { Form, Input } from 'antd';
import { CreateBrandSchema, type Brand } from '@tradewind/contract/pms/brand.schema';
import { fromText, toText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { CatalogueFormModal } from '../../shared/catalogue-form-modal';
import { normalizeSingleImage, singleImageValueProps } from '../../shared/single-image';
import { SortField } from '../../shared/sort-field';
import { brandApi, type BrandBody } from '../api/brand.api';

type Values = { name: string; logo: string; letter: string; sort: number };

export function BrandFormModal({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = brandApi.useSave<BrandBody, Brand>();
  const submit = useSaveForm(form, save, { id: brand?.id ?? null, onSaved: onClose });
  const shape = CreateBrandSchema.shape;
  const initialValues: Values = { name: brand?.name ?? '', logo: toText(brand?.logo), letter: brand?.letter ?? '', sort: brand?.sort ?? 0 };

  const handleFinish = (values: Values) => submit({ name: values.name, logo: fromText(values.logo), letter: fromText(values.letter), sort: values.sort ?? 0 });

  return (
    <CatalogueFormModal form={form} name="brand" title={t(brand ? 'pms.brand_edit' : 'pms.brand_create')} initialValues={initialValues} saving={save.isPending} onFinish={handleFinish} onClose={onClose}>
      <Form.Item name="name" label={t('pms.brand_name')} required rules={[zodRule(shape.name)]}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item name="logo" label={t('pms.brand_logo')} getValueProps={singleImageValueProps} normalize={normalizeSingleImage} rules={[zodRule(shape.logo)]}>
        <ImageUploader maxCount={1} />
      </Form.Item>
      <Form.Item name="letter" label={t('pms.brand_letter')} extra={t('pms.brand_letter_hint')} rules={[zodRule(shape.letter)]}>
        <Input maxLength={1} style={{ width: 80 }} autoComplete="off" />
      </Form.Item>
      <SortField />
    </CatalogueFormModal>
  );
}
