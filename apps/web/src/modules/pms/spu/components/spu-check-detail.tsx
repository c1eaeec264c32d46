import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Form, Image, Input, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import type { SpuDetail, SpuSku } from '@tradewind/contract/pms/spu.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { ownToastOf } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { thumbnailUrl } from '@/modules/common';
import { useCheckSpuMutation } from '../api/spu.api';
import { SpuStatusTag } from './spu-status-tag';
import styles from './spu.module.css';

/** What changed since the last approval: name, images (added or gone), description. Null before the first approval. */
export function changesOf(spu: SpuDetail): { name: boolean; images: boolean; description: boolean } | null {
  if (!spu.approved) return null;
  const a = spu.approved;
  return { name: a.name !== spu.name, images: a.images.join('\n') !== spu.images.join('\n'), description: a.description !== spu.description };
}

const Thumbs = ({ images, alt }: { images: string[]; alt: string }) =>
  images.length > 0 ? (
    <Flex gap={6} wrap className={styles.thumbs}>
      {images.map((url, i) => (
        <Image key={url} src={thumbnailUrl(url)} width={72} height={72} preview={{ src: url }} alt={`${alt} ${i + 1}`} />
      ))}
    </Flex>
  ) : (
    <Typography.Text type="secondary">-</Typography.Text>
  );

/** The description as the server sanitised it (only safe tags and attributes come back). */
const Html = ({ html, label }: { html: string; label: string }) =>
  // the server's sanitised HTML (issue 15 bad input: no script, no on*= attributes reach another user)
  html ? <div className={styles.html} aria-label={label} dangerouslySetInnerHTML={{ __html: html }} /> : <Typography.Text type="secondary">-</Typography.Text>;

type Props = { spu: SpuDetail; onChecked: () => void };

/** One pending SPU beside the queue: what is new against the approved version, its SKUs, approve or reject with a reason. */
export function SpuCheckDetail({ spu, onChecked }: Props) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const check = useCheckSpuMutation();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const changes = changesOf(spu);
  const pending = spu.status === 1;

  const decide = (result: 'approve' | 'reject', reason?: string) =>
    check.mutate(
      { id: spu.id, input: { result, reason: reason ?? null } },
      {
        onSuccess: () => {
          void message.success(t(result === 'approve' ? 'pms_spu.approved_done' : 'pms_spu.rejected_done'));
          setRejecting(false);
          form.resetFields();
          onChecked();
        },
        onError: (error) => {
          showFieldErrors(form, error);
          const toast = ownToastOf(error);
          if (toast) void message.error(toast);
        },
      },
    );

  const changedTag = (changed: boolean | undefined) => (changed ? <Tag color="orange">{t('pms_spu.changed')}</Tag> : null);
  const skuColumns: TableColumnsType<SpuSku> = [
    { title: t('pms_spu.spec'), dataIndex: 'spec_text', render: (v: string) => v || t('pms_spu.single_sku') },
    { title: t('pms_spu.sku_code'), dataIndex: 'code' },
    { title: t('pms_spu.barcode'), dataIndex: 'barcode', render: (v: string | null) => v ?? '-' },
    { title: t('pms_spu.base_unit'), dataIndex: 'unit_name' },
    { title: t('pms_spu.sale_price'), dataIndex: 'sale_price', align: 'right' },
    { title: t('pms_spu.cost_price'), dataIndex: 'cost_price', align: 'right' },
    {
      title: t('pms_spu.package_units'),
      key: 'units',
      render: (_v, sku) => (sku.units.length > 0 ? sku.units.map((u) => `1${u.unit_name}=${Number(u.ratio)}${sku.unit_name}`).join('，') : '-'),
    },
  ];

  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{spu.name}</span>
          <SpuStatusTag status={spu.status} />
        </Space>
      }
      extra={
        pending ? (
          <Space>
            <Button danger onClick={() => setRejecting(true)}>
              {t('pms_spu.reject')}
            </Button>
            <ConfirmAction title={t('pms_spu.approve_confirm', { name: spu.name })} onConfirm={() => decide('approve')}>
              <Button type="primary" loading={check.isPending && !rejecting}>
                {t('pms_spu.approve')}
              </Button>
            </ConfirmAction>
          </Space>
        ) : null
      }
      data-testid="spu-check-detail"
    >
      <Flex vertical gap={12}>
        {changes === null ? (
          <Alert type="info" showIcon title={t('pms_spu.first_check')} />
        ) : changes.name || changes.images || changes.description ? (
          <Alert type="warning" showIcon title={t('pms_spu.changes_since_approval')} />
        ) : (
          <Alert type="info" showIcon title={t('pms_spu.no_visible_changes')} />
        )}
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('pms_spu.category')}>{spu.category_name}</Descriptions.Item>
          <Descriptions.Item label={t('pms_spu.brand')}>{spu.brand_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('pms_spu.submitted_by')}>{spu.creator_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('pms_spu.submitted_at')}>{spu.submitted_at ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('pms_spu.selling_points')} span={2}>
            {spu.selling_points ?? '-'}
          </Descriptions.Item>
        </Descriptions>

        <Typography.Title level={5}>
          {t('pms_spu.name')} {changedTag(changes?.name)}
        </Typography.Title>
        <div className={changes?.name ? styles.changed : undefined} data-testid="check-name">
          {changes?.name ? (
            <Space orientation="vertical" size={0}>
              <Typography.Text delete type="secondary">
                {spu.approved?.name}
              </Typography.Text>
              <Typography.Text strong>{spu.name}</Typography.Text>
            </Space>
          ) : (
            <Typography.Text>{spu.name}</Typography.Text>
          )}
        </div>

        <Typography.Title level={5}>
          {t('pms_spu.images')} {changedTag(changes?.images)}
        </Typography.Title>
        {changes?.images ? (
          <div className={styles.changed}>
            <Typography.Text type="secondary">{t('pms_spu.before')}</Typography.Text>
            <Thumbs images={spu.approved?.images ?? []} alt={t('pms_spu.before')} />
            <Typography.Text type="secondary">{t('pms_spu.now')}</Typography.Text>
            <Thumbs images={spu.images} alt={spu.name} />
          </div>
        ) : (
          <Thumbs images={spu.images} alt={spu.name} />
        )}

        <Typography.Title level={5}>{t('pms_spu.skus_title', { count: spu.skus.length })}</Typography.Title>
        <Table<SpuSku> size="small" rowKey="id" columns={skuColumns} dataSource={spu.skus} pagination={false} scroll={{ x: 700 }} data-testid="check-skus" />

        {spu.attributes.length > 0 ? (
          <Descriptions size="small" column={2} title={t('pms_spu.section_attributes')}>
            {spu.attributes.map((a) => (
              <Descriptions.Item key={a.name} label={a.name}>
                {a.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : null}

        <Typography.Title level={5}>
          {t('pms_spu.description')} {changedTag(changes?.description)}
        </Typography.Title>
        {changes?.description ? (
          <div className={styles.checkLayout} style={{ gridTemplateColumns: '1fr 1fr' }}>
            <div>
              <Typography.Text type="secondary">{t('pms_spu.before')}</Typography.Text>
              <Html html={spu.approved?.description ?? ''} label={t('pms_spu.before')} />
            </div>
            <div className={styles.changed}>
              <Typography.Text type="secondary">{t('pms_spu.now')}</Typography.Text>
              <Html html={spu.description} label={t('pms_spu.now')} />
            </div>
          </div>
        ) : (
          <Html html={spu.description} label={t('pms_spu.description')} />
        )}
      </Flex>

      <Modal
        open={rejecting}
        title={t('pms_spu.reject_title', { name: spu.name })}
        okText={t('pms_spu.reject')}
        okButtonProps={{ danger: true, loading: check.isPending }}
        onOk={() => void form.validateFields().then((v) => decide('reject', v.reason), () => undefined)}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="spu_reject">
          <Form.Item name="reason" label={t('pms_spu.reject_reason')} rules={[{ required: true, whitespace: true, message: t('pms_spu.reject_reason_required') }]}>
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

export function NoSpuChosen() {
  const { t } = useI18n();
  return (
    <Card size="small">
      <Empty description={t('pms_spu.check_choose')} />
    </Card>
  );
}
