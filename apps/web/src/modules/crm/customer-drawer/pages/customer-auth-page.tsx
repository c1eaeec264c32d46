import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useCustomerQuery } from '../../customer/api/customer.api';
import { CertTag } from '../../customer/components/customer-tags';
import { CertificationSection } from '../components/certification-section';
import { openCustomerDrawer } from '../customer-drawer-store';

/** `?customer_id=` as a positive id, or null. */
function customerIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('customer_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /crm/customer/auth?customer_id= (spec 001 §2): one customer's certification with its audit, cancel
 * and submit — the same section as in the drawer, on a page of its own (crm:certification:info).
 */
export function CustomerAuthPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const customerId = customerIdOf(params);
  const canViewCustomer = usePermission('crm:customer:detail');
  const customer = useCustomerQuery(customerId !== null && canViewCustomer ? customerId : null);

  if (customerId === null) return <Empty description={t('crm_drawer.not_found')} />;
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {t('crm_drawer.section_cert')}
          {customer.isPending && canViewCustomer ? (
            <Skeleton.Input size="small" active />
          ) : (
            customer.data && (
              <>
                <Typography.Text type="secondary">
                  {customer.data.name}（{customer.data.phone}）
                </Typography.Text>
                <CertTag isCert={customer.data.is_cert} />
              </>
            )
          )}
        </Flex>
      }
      extra={
        canViewCustomer && (
          <Button type="link" onClick={() => openCustomerDrawer(customerId)}>
            {t('crm_drawer.title')}
          </Button>
        )
      }
      style={{ maxWidth: 900 }}
    >
      <CertificationSection customerId={customerId} />
    </Card>
  );
}
