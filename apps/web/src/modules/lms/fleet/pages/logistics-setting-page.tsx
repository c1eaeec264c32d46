import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Result, Row, Skeleton, Typography } from 'antd';
import { UpdateLogisticsSettingSchema, type LogisticsSettingView } from '@tradewind/contract/lms/fleet-setting.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import type { LngLat } from '@/core/map/use-leaflet-map';
import { usePermission } from '@/core/permission/use-permission';
import { useLogisticsSettingQuery, useSaveLogisticsSettingMutation } from '../api/fleet.api';
import { DepotMap } from '../components/depot-map';
import { fromVehicleCost, toVehicleCost, type VehicleCostValues } from '../components/vehicle-cost';

type Values = VehicleCostValues & {
  use_warehouse_depot: 0 | 1;
  average_speed_kmh: number;
  service_minutes: number;
  road_factor: number;
  solve_seconds: number;
  routing_url: string;
  delivery_earning_basis: 1 | 2 | 3;
  driver_rate: number;
  helper_rate: number;
  carry_fee_rate: number;
};

const valuesOf = (s: LogisticsSettingView): Values => ({
  use_warehouse_depot: s.use_warehouse_depot,
  average_speed_kmh: Number(s.average_speed_kmh),
  service_minutes: s.service_minutes,
  road_factor: Number(s.road_factor),
  solve_seconds: s.solve_seconds,
  ...toVehicleCost(s.vehicle_cost_km),
  routing_url: s.routing_url ?? '',
  delivery_earning_basis: s.delivery_earning_basis,
  driver_rate: Number(s.driver_rate),
  helper_rate: Number(s.helper_rate),
  carry_fee_rate: Number(s.carry_fee_rate),
});

const pointOf = (lng: string | null | undefined, lat: string | null | undefined): LngLat | null => (lng && lat ? [Number(lng), Number(lat)] : null);

function SettingForm({ setting }: { setting: LogisticsSettingView }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveLogisticsSettingMutation();
  const canSave = usePermission('lms:setting:update');
  const submit = useFormSubmit(form, save, { success: t('lms_fl.setting_saved') });
  const [depot, setDepot] = useState<LngLat | null>(pointOf(setting.depot_longitude, setting.depot_latitude));
  const useWarehouse = Form.useWatch('use_warehouse_depot', form) ?? setting.use_warehouse_depot;
  const vehicleFirst = Form.useWatch('vehicle_first', form) ?? (setting.vehicle_cost_km === null ? 1 : 0);
  const warehouse = pointOf(setting.warehouse_depot?.longitude, setting.warehouse_depot?.latitude);
  const shape = UpdateLogisticsSettingSchema.shape;
  const number = (name: Exclude<keyof Values, keyof VehicleCostValues>, label: string, props: { precision: number; suffix?: string }, extra?: string) => (
    <Form.Item name={name} label={label} required rules={[zodRule(shape[name])]} extra={extra}>
      <InputNumber {...props} style={{ width: '100%' }} disabled={!canSave} />
    </Form.Item>
  );
  const handleFinish = (v: Values) => {
    // the depot is the map's, not a field: say so before asking the server
    if (v.use_warehouse_depot === 0 && !depot) return void message.error(t('lms.depot_required'));
    const { vehicle_first: _mode, ...rest } = v;
    submit({ ...rest, vehicle_cost_km: fromVehicleCost(v), routing_url: v.routing_url.trim() || null, depot_longitude: v.use_warehouse_depot === 1 ? null : (depot?.[0] ?? null), depot_latitude: v.use_warehouse_depot === 1 ? null : (depot?.[1] ?? null) });
  };

  return (
    <Form form={form} name="lms_setting" layout="vertical" initialValues={valuesOf(setting)} onFinish={handleFinish} style={{ maxWidth: 960 }}>
      <Flex vertical gap={12}>
        <Card size="small" title={t('lms_fl.setting_depot')}>
          <Form.Item name="use_warehouse_depot">
            <Radio.Group
              disabled={!canSave}
              options={[
                { value: 1, label: t('lms_fl.depot_warehouse') },
                { value: 0, label: t('lms_fl.depot_map') },
              ]}
            />
          </Form.Item>
          {useWarehouse === 1 ? (
            setting.warehouse_depot?.longitude ? (
              <Typography.Paragraph type="secondary">{t('lms_fl.depot_warehouse_is', { name: setting.warehouse_depot.name, lng: setting.warehouse_depot.longitude, lat: setting.warehouse_depot.latitude ?? '' })}</Typography.Paragraph>
            ) : (
              <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t(setting.warehouse_depot ? 'lms_fl.depot_warehouse_no_point' : 'lms_fl.depot_no_warehouse')} />
            )
          ) : (
            <Typography.Paragraph type="secondary">
              {depot ? t('lms_fl.depot_picked', { lng: String(depot[0]), lat: String(depot[1]) }) : t('lms_fl.depot_pick_hint')}
            </Typography.Paragraph>
          )}
          <DepotMap tileUrl={setting.map_tile_url} point={useWarehouse === 1 ? null : depot} warehouse={warehouse} onPick={useWarehouse === 1 || !canSave ? null : setDepot} />
        </Card>
        <Card size="small" title={t('lms_fl.setting_routing')}>
          <Row gutter={16}>
            <Col span={6}>{number('average_speed_kmh', t('lms_fl.average_speed'), { precision: 1, suffix: 'km/h' })}</Col>
            <Col span={6}>{number('service_minutes', t('lms_fl.service_minutes'), { precision: 0, suffix: t('lms_fl.minutes') })}</Col>
            <Col span={6}>{number('road_factor', t('lms_fl.road_factor'), { precision: 2 }, t('lms_fl.road_factor_hint'))}</Col>
            <Col span={6}>{number('solve_seconds', t('lms_fl.solve_seconds'), { precision: 0, suffix: t('lms_fl.seconds') })}</Col>
            <Col span={12}>
              <Form.Item name="vehicle_first" label={t('lms_fl.vehicle_cost_mode')}>
                <Radio.Group
                  disabled={!canSave}
                  options={[
                    { value: 1, label: t('lms_fl.vehicle_first') },
                    { value: 0, label: t('lms_fl.vehicle_cost_by_km') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              {vehicleFirst === 0 ? (
                <Form.Item name="vehicle_cost_km" label={t('lms_fl.vehicle_cost_km')} rules={[{ required: true, message: t('lms.vehicle_cost_invalid') }, zodRule(shape.vehicle_cost_km)]} extra={t('lms_fl.vehicle_cost_hint')}>
                  <InputNumber precision={1} suffix="km" style={{ width: '100%' }} disabled={!canSave} />
                </Form.Item>
              ) : null}
            </Col>
            <Col span={24}>
              <Form.Item name="routing_url" label={t('lms_fl.routing_url')} rules={[zodRule(shape.routing_url)]} extra={t('lms_fl.routing_url_help')}>
                <Input placeholder="http://osrm.example.com:5000" maxLength={300} autoComplete="off" disabled={!canSave} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('lms_fl.setting_pay')}>
          <Row gutter={16}>
            <Col span={24}>
              <Form.Item name="delivery_earning_basis" label={t('lms_fl.earning_basis')} extra={t('lms_fl.earning_basis_hint')}>
                <Radio.Group
                  disabled={!canSave}
                  options={[1, 2, 3].map((v) => ({ value: v, label: t(`lms_fl.earning_basis_${v}`) }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>{number('driver_rate', t('lms_fl.driver_rate'), { precision: 2, suffix: '¥' })}</Col>
            <Col span={8}>{number('helper_rate', t('lms_fl.helper_rate'), { precision: 2, suffix: '¥' })}</Col>
            <Col span={8}>{number('carry_fee_rate', t('lms_fl.carry_fee_rate'), { precision: 2, suffix: '¥' }, t('lms_fl.carry_fee_rate_hint'))}</Col>
          </Row>
        </Card>
        {canSave ? (
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">{setting.updated_at ? t('lms_fl.setting_updated_at', { time: setting.updated_at }) : t('lms_fl.setting_defaults')}</Typography.Text>
            <Button type="primary" htmlType="submit" loading={save.isPending}>{t('form.save')}</Button>
          </Flex>
        ) : null}
      </Flex>
    </Form>
  );
}

/** /lms/setting/index: the depot, routing and pay settings planning, deliveries and carry fees use. */
export function LogisticsSettingPage() {
  const { t } = useI18n();
  const setting = useLogisticsSettingQuery();
  if (setting.isPending) return <Skeleton active />;
  if (!setting.data) return <Result status="warning" title={t('lms_fl.setting_failed')} />;
  return <SettingForm key={setting.data.updated_at ?? 'defaults'} setting={setting.data} />;
}
