import { useState } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Flex, Image, Skeleton, Tag, Typography } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import type { Certification } from '@tradewind/contract/crm/certification.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useAuditCertificationMutation, useCancelCertificationMutation, useCertificationQuery } from '../api/customer-detail.api';
import { splitImages, thumbnailOf } from '../drawer-rules';
import { CertificationFormModal } from './certification-form-modal';

const STEP_COLOR = { 1: 'processing', 2: 'success', 3: 'error' } as const;

/**
 * The customer's certification (crm:certification:info): type, name, credit number masked unless
 * toggled, step. Approve and reject only while applying (step 1, crm:certification:audit); cancel with
 * a confirmation (crm:certification:delete); submit when there is none or it was rejected
 * (crm:certification:create).
 */
export function CertificationSection({ customerId, extra }: { customerId: number; extra?: React.ReactNode }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [reveal, setReveal] = useState(false);
  const [editing, setEditing] = useState(false);
  const certification = useCertificationQuery(customerId, reveal, true);
  const audit = useAuditCertificationMutation();
  const cancel = useCancelCertificationMutation();

  if (certification.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const cert: Certification | null = certification.data ?? null;

  const handleAudit = (pass: 0 | 1) =>
    audit.mutateAsync({ customerId, pass }).then(
      () => void message.success(t('crm_drawer.cert_audited')),
      () => undefined,
    );
  const handleCancel = () =>
    cancel.mutateAsync({ customerId }).then(
      () => {
        setReveal(false);
        void message.success(t('crm_drawer.cert_cancelled'));
      },
      () => undefined,
    );

  const submitButton = (
    <Permission rule="crm:certification:create">
      <Button type="primary" ghost onClick={() => setEditing(true)}>
        {t('crm_drawer.cert_submit')}
      </Button>
    </Permission>
  );

  return (
    <div data-testid="customer-certification">
      {cert === null ? (
        <Flex vertical align="center" gap={8}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_drawer.cert_none')} style={{ margin: 0 }} />
          {submitButton}
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('crm_drawer.cert_type')}>{t(`crm_drawer.cert_type_${cert.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('crm_drawer.cert_step')}>
              <Tag color={STEP_COLOR[cert.step]} data-testid="cert-step">
                {t(`crm_drawer.cert_step_${cert.step}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('crm_drawer.cert_name')}>{cert.name}</Descriptions.Item>
            <Descriptions.Item label={t('crm_drawer.credit_number')}>
              <Flex gap={6} align="center">
                <Typography.Text code data-testid="credit-number">
                  {cert.credit_number}
                </Typography.Text>
                <Button
                  type="link"
                  size="small"
                  icon={reveal ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                  onClick={() => setReveal((r) => !r)}
                  aria-pressed={reveal}
                >
                  {t(reveal ? 'crm_drawer.cert_hide' : 'crm_drawer.cert_show')}
                </Button>
              </Flex>
            </Descriptions.Item>
            {cert.audit_remark && (
              <Descriptions.Item label={t('crm_drawer.cert_audit_remark')} span={2}>
                {cert.audit_remark}
              </Descriptions.Item>
            )}
            {splitImages(cert.images).length > 0 && (
              <Descriptions.Item label={t('crm_drawer.cert_images')} span={2}>
                <Image.PreviewGroup>
                  <Flex gap={6} wrap>
                    {splitImages(cert.images).map((url) => (
                      <Image key={url} src={thumbnailOf(url)} preview={{ src: url }} width={64} height={64} style={{ objectFit: 'cover' }} />
                    ))}
                  </Flex>
                </Image.PreviewGroup>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Flex gap={8} wrap>
            {cert.step === 1 && (
              <Permission rule="crm:certification:audit">
                <ConfirmAction title={t('crm_drawer.cert_approve_confirm')} onConfirm={() => handleAudit(1)}>
                  <Button type="primary" loading={audit.isPending}>
                    {t('crm_drawer.cert_approve')}
                  </Button>
                </ConfirmAction>
                <ConfirmAction title={t('crm_drawer.cert_reject_confirm')} okButtonProps={{ danger: true }} onConfirm={() => handleAudit(0)}>
                  <Button danger loading={audit.isPending}>
                    {t('crm_drawer.cert_reject')}
                  </Button>
                </ConfirmAction>
              </Permission>
            )}
            {cert.step === 3 && submitButton}
            <Permission rule="crm:certification:delete">
              <ConfirmAction title={t('crm_drawer.cert_cancel_confirm')} okButtonProps={{ danger: true }} onConfirm={handleCancel}>
                <Button danger type="text" loading={cancel.isPending}>
                  {t('crm_drawer.cert_cancel')}
                </Button>
              </ConfirmAction>
            </Permission>
            {extra}
          </Flex>
        </Flex>
      )}
      {editing && <CertificationFormModal customerId={customerId} certification={cert} onClose={() => setEditing(false)} />}
    </div>
  );
}
