import { Button, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { CreateAddressSchema, type CustomerAddress } from '@tradewind/contract/crm/address.schema';
import { AreaCascader } from '@/core/form/address/area-cascader';
import { useAreaCentreQuery } from '@/core/form/address/area.api';
import { AREA_FIELD_MAP, fromAreaPath, fromPin, toAreaPath, toPin, type AreaPath, type Pin } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { LocationTag } from '@/core/map/location-tag';
import { pointOf } from '@/core/map/map-coords';
import { useSaveAddressMutation, useMapTilesQuery } from '../api/customer-detail.api';
import { AddressPinMap } from './address-pin-map';

type Values = { contact_name: string; contact_phone: string; area?: AreaPath; address: string; is_default: boolean };

const BLANK: Values = { contact_name: '', contact_phone: '', area: undefined, address: '', is_default: false };

const valuesOf = (a: CustomerAddress): Values => ({
  contact_name: a.contact_name,
  contact_phone: a.contact_phone,
  area: toAreaPath(a),
  address: a.address,
  is_default: a.is_default === 1,
});

type Props = {
  customerId: number;
  /** null: a new address */
  address: CustomerAddress | null;
  onClose: () => void;
  /** after a save, with the saved address (the order form selects it) */
  onSaved?: (address: CustomerAddress) => void;
};

/**
 * Create or edit a delivery address (crm:address:create / update; spec 001 §7 Addresses), with its point
 * pinned on the map. Without a pin the server gives it its district's centre, marked approximate (crm
 * README "Locations"). The drawer's address section and the order form open this one form.
 */
export function AddressFormModal({ customerId, address, onClose, onSaved }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveAddressMutation();
  const tiles = useMapTilesQuery();
  const [pin, setPin] = useState<Pin | null>(address ? toPin(address) : null);
  // without a pin the address will stand at its district's centre: the map shows where, as the area is chosen
  const area = Form.useWatch('area', form) ?? (address ? toAreaPath(address) : undefined);
  const centre = useAreaCentreQuery(area?.ids).data ?? null;
  const saved = useMemo(() => (address?.location_source === 'district' ? pointOf(address) : null), [address]);
  const approximate = area && area.ids.length >= 2 ? centre : saved;
  const submit = useFormSubmit(form, save, {
    success: t(address ? 'form.updated' : 'form.created'),
    onDone: (saved: CustomerAddress) => {
      onSaved?.(saved);
      onClose();
    },
    fieldMap: { ...AREA_FIELD_MAP, longitude: 'address', latitude: 'address' },
  });
  const shape = CreateAddressSchema.shape;
  const areaRule = zodRule(z.preprocess((value) => (value as AreaPath | undefined)?.ids[0], shape.province_id));

  const handleFinish = (values: Values) => {
    const { province_id, city_id, area_id } = fromAreaPath(values.area);
    submit({
      customerId,
      id: address?.id ?? null,
      input: {
        contact_name: values.contact_name,
        contact_phone: values.contact_phone,
        province_id: province_id ?? 0,
        city_id,
        area_id,
        address: values.address,
        ...fromPin(pin),
        is_default: values.is_default ? 1 : 0,
      },
    });
  };

  return (
    <Modal
      open
      width={640}
      title={t(address ? 'crm_drawer.address_edit' : 'crm_drawer.address_create')}
      okText={t('admin.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="crm_address" layout="vertical" initialValues={address ? valuesOf(address) : BLANK} onFinish={handleFinish}>
        <Flex gap={12}>
          <Form.Item name="contact_name" label={t('crm_drawer.address_consignee')} required rules={[zodRule(shape.contact_name)]} style={{ flex: 1 }}>
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
          <Form.Item name="contact_phone" label={t('crm_drawer.address_phone')} required rules={[zodRule(shape.contact_phone)]} style={{ flex: 1 }}>
            <Input maxLength={11} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Form.Item name="area" label={t('crm_drawer.address_area')} required rules={[areaRule]}>
          <AreaCascader placeholder={t('crm_customer.area_placeholder')} />
        </Form.Item>
        <Form.Item name="address" label={t('crm_drawer.address_detail')} required rules={[zodRule(shape.address)]}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('crm_drawer.address_location')} extra={tiles.data ? t('crm_drawer.address_pin_hint') : `${t('crm_drawer.address_pin_hint')} ${t('crm_drawer.address_plain_canvas')}`}>
          <Flex vertical gap={8}>
            <Flex gap={8} align="center" wrap data-testid="address-pin-state">
              {pin ? (
                <>
                  <Typography.Text>{t('crm_drawer.address_pinned_at', { lng: String(pin[0]), lat: String(pin[1]) })}</Typography.Text>
                  <Button size="small" onClick={() => setPin(null)}>
                    {t('crm_drawer.address_clear_pin')}
                  </Button>
                </>
              ) : (
                <>
                  {address && <LocationTag longitude={address.longitude} latitude={address.latitude} source={address.location_source} />}
                  <Typography.Text type="secondary">{t('crm_drawer.address_unpinned')}</Typography.Text>
                </>
              )}
            </Flex>
            {!tiles.isPending && <AddressPinMap tileUrl={tiles.data ?? null} pin={pin} approximate={approximate} onPin={setPin} />}
          </Flex>
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox disabled={address?.is_default === 1}>{t('crm_drawer.address_make_default')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
