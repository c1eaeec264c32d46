import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Spin, Switch } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { LngLat } from '@tradewind/contract/oms/site-geometry';
import { SITE_TYPES, type Site } from '@tradewind/contract/oms/site.schema';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { SITE_LIST_PATH, useMapSettingQuery, useSaveSiteMutation, useSiteQuery, useSitesQuery } from '../api/site.api';
import { SiteMapEditor, type OtherSite } from '../components/site-map-editor';
import { openRing, polygonProblem, siteToValues, valuesToBody, type SiteValues } from '../site-form-values';

/** /oms/setting/add_site and /oms/setting/edit_site?id=: a site's fields beside its map. */
export function SiteFormPage() {
  const { t } = useI18n();
  return <RecordFormPage<Site> useRecord={useSiteQuery} notFound={t('oms.site_not_found')}>{(site) => <SiteForm site={site} />}</RecordFormPage>;
}

function SiteForm({ site }: { site: Site | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<SiteValues>();
  const setting = useMapSettingQuery();
  // the other sites drawn faintly: for those who may list them
  const sites = useSitesQuery(usePermission('oms:site:list'));
  const save = useSaveSiteMutation();
  const back = () => void navigate(SITE_LIST_PATH);
  const submit = useSaveForm(form, save, { id: site?.id ?? null, leaveTo: SITE_LIST_PATH });
  const type = Form.useWatch('type', form) ?? site?.type ?? 2;
  const polygon = Form.useWatch('polygon', form) ?? siteToValues(site).polygon;
  const lng = Form.useWatch('longitude', form);
  const lat = Form.useWatch('latitude', form);
  const point: LngLat | null = typeof lng === 'number' && typeof lat === 'number' ? [lng, lat] : null;
  const others = useMemo<OtherSite[]>(
    () =>
      (sites.data ?? [])
        .filter((s) => s.id !== site?.id)
        .map((s) => ({ id: s.id, name: s.name, polygon: s.polygon ? openRing(s.polygon) : null, point: s.longitude !== null && s.latitude !== null ? [Number(s.longitude), Number(s.latitude)] : null })),
    [sites.data, site?.id],
  );
  if (!setting.data || sites.isLoading) return <Spin />;

  return (
    <Card size="small" title={t(site ? 'route.oms_setting_edit_site' : 'route.oms_setting_add_site')}>
      <Form<SiteValues> form={form} layout="vertical" name="site_form" initialValues={siteToValues(site)} onFinish={(v) => submit(valuesToBody(v))}>
        <Row gutter={24}>
          <Col xs={24} lg={9}>
            <Form.Item name="name" label={t('oms_site.name')} rules={[{ required: true, whitespace: true, message: t('oms.site_name_required') }]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="code" label={t('oms_site.code')} rules={[{ required: true, message: t('oms.site_code_required') }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('oms.site_code_invalid') }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="type" label={t('oms_site.type')} rules={[{ required: true, message: t('oms.site_type_invalid') }]}>
              <Select options={SITE_TYPES.map((v) => ({ value: v, label: t(`oms.site_type.${v}`) }))} />
            </Form.Item>
            <Form.Item name="address" label={t('oms_site.address')}>
              <Input maxLength={200} />
            </Form.Item>
            <Space.Compact block>
              <Form.Item name="longitude" label={t('oms_site.longitude')} style={{ width: '50%' }} rules={[{ required: type === 1, message: t('oms.site_location_required') }]}>
                <InputNumber precision={6} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="latitude" label={t('oms_site.latitude')} style={{ width: '50%' }} rules={[{ required: type === 1, message: t('oms.site_location_required') }]}>
                <InputNumber precision={6} style={{ width: '100%' }} />
              </Form.Item>
            </Space.Compact>
            <Form.Item name="default_line_id" label={t('oms_site.default_line')} extra={t('oms_site.default_line_help')}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Space.Compact block>
              <Form.Item name="contact_name" label={t('oms_site.contact_name')} style={{ width: '50%' }}>
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item name="contact_phone" label={t('oms_site.contact_phone')} style={{ width: '50%' }}>
                <Input maxLength={20} />
              </Form.Item>
            </Space.Compact>
            <Space size="large">
              <Form.Item name="status" label={t('oms_site.status')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="sort" label={t('oms_site.sort')}>
                <InputNumber precision={0} />
              </Form.Item>
            </Space>
            <Form.Item name="remark" label={t('oms_site.remark')}>
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={15}>
            <Form.Item
              name="polygon"
              label={t('oms_site.polygon')}
              dependencies={['type']}
              rules={[{ validator: async (_r, v: LngLat[] = []) => { const problem = polygonProblem(form.getFieldValue('type') as number, v); if (problem) throw new Error(t(problem)); } }]}
            >
              <SiteMapEditor
                tileUrl={setting.data.map_tile_url}
                type={type}
                polygon={polygon}
                onPolygon={(update) => form.setFieldValue('polygon', update((form.getFieldValue('polygon') as LngLat[] | undefined) ?? []))}
                point={point}
                onPoint={([x, y]) => form.setFieldsValue({ longitude: x, latitude: y })}
                others={others}
              />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('oms_site.save')}</Button>
          <Button onClick={back}>{t('oms_site.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
