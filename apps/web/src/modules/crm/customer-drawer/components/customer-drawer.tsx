import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Drawer, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useCustomerQuery } from '../../customer/api/customer.api';
import { CertTag, SalesTypeTag, StatusTag } from '../../customer/components/customer-tags';
import { closeCustomerDrawer, useCustomerDrawerState } from '../customer-drawer-store';
import { customerAuthPath } from '../../crm.routes';
import { SECTION_VIEW_PERMISSIONS } from '../drawer-rules';
import { AccountSection } from './account-section';
import { BaseInfoSection } from './base-info-section';
import { CertificationSection } from './certification-section';
import { AddressSection } from './address-section';
import { ContactSection } from './contact-section';
import { FileSection } from './file-section';
import { GuardedSection, LockedSection } from './locked-section';
import { LogSection } from './log-section';
import { PaymentPlanSection } from './payment-plan-section';
import { VisitSection } from './visit-section';

/**
 * The customer detail drawer (spec 001 §2), mounted once in the shell and opened by
 * `openCustomerDrawer(id)`. Every section is behind its permission of spec 001 §6 and shows
 * '暂无权限查看' in its place without it.
 */
export function CustomerDrawer() {
  const { t } = useI18n();
  const { customerId, open, openedAt } = useCustomerDrawerState();
  const canView = usePermission('crm:customer:detail');
  // Not tied to `open`: the closing drawer keeps showing its customer instead of a blank skeleton.
  const customer = useCustomerQuery(canView ? customerId : null);

  return (
    <Drawer
      open={open}
      onClose={closeCustomerDrawer}
      size={880}
      title={customer.data ? <DrawerTitle customer={customer.data} /> : t('crm_drawer.title')}
      destroyOnHidden
      rootClassName="customer-drawer"
      styles={{ body: { paddingTop: 8 } }}
    >
      {!canView ? (
        <LockedSection />
      ) : customer.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : customer.data ? (
        <DrawerBody key={`${customer.data.id}:${openedAt}`} customer={customer.data} />
      ) : (
        <Empty description={t('crm_drawer.not_found')} />
      )}
    </Drawer>
  );
}

function DrawerTitle({ customer }: { customer: Customer }) {
  return (
    <Flex gap={10} align="center" data-testid="customer-drawer-title">
      <Avatar src={customer.avatar || undefined} icon={<UserOutlined />} />
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {customer.name}
        </Typography.Text>
        <Flex gap={4} wrap>
          <SalesTypeTag salesType={customer.sales_type} />
          <StatusTag status={customer.status} />
          <CertTag isCert={customer.is_cert} />
        </Flex>
      </Flex>
    </Flex>
  );
}

/** Keyed by customer and opening: each opening starts on the first tab with fresh modals. */
function DrawerBody({ customer }: { customer: Customer }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [tab, setTab] = useState('base');
  // Same weight as the Descriptions titles of the base info above.
  const sectionTitle = (key: string) => (
    <Typography.Title level={5} style={{ margin: '24px 0 12px' }}>
      {t(key)}
    </Typography.Title>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden={false}
      items={[
        {
          key: 'base',
          label: t('crm_drawer.tab_base'),
          children: (
            <>
              <BaseInfoSection customer={customer} />
              {sectionTitle('crm_drawer.section_account')}
              <GuardedSection rule={SECTION_VIEW_PERMISSIONS.account}>
                <AccountSection customerId={customer.id} />
              </GuardedSection>
              {sectionTitle('crm_drawer.section_cert')}
              <GuardedSection rule={SECTION_VIEW_PERMISSIONS.certification}>
                <CertificationSection
                  customerId={customer.id}
                  extra={
                    <Button
                      type="link"
                      onClick={() => {
                        closeCustomerDrawer();
                        void navigate(customerAuthPath(customer.id));
                      }}
                    >
                      {t('crm_drawer.cert_page')}
                    </Button>
                  }
                />
              </GuardedSection>
            </>
          ),
        },
        {
          key: 'visits',
          label: t('crm_drawer.tab_visit'),
          children: (
            <GuardedSection rule={SECTION_VIEW_PERMISSIONS.visits}>
              <VisitSection owner={{ customerId: customer.id }} />
            </GuardedSection>
          ),
        },
        {
          key: 'contacts',
          label: t('crm_drawer.tab_contact'),
          children: (
            <GuardedSection rule={SECTION_VIEW_PERMISSIONS.contacts}>
              <ContactSection customerId={customer.id} />
            </GuardedSection>
          ),
        },
        {
          key: 'addresses',
          label: t('crm_drawer.tab_address'),
          children: (
            <GuardedSection rule={SECTION_VIEW_PERMISSIONS.addresses}>
              <AddressSection customerId={customer.id} />
            </GuardedSection>
          ),
        },
        {
          key: 'files',
          label: t('crm_drawer.tab_file'),
          children: (
            <GuardedSection rule={SECTION_VIEW_PERMISSIONS.files}>
              <FileSection customerId={customer.id} />
            </GuardedSection>
          ),
        },
        {
          key: 'payment_plans',
          label: t('crm_drawer.tab_payment_plan'),
          children: (
            <GuardedSection rule={SECTION_VIEW_PERMISSIONS.paymentPlans}>
              <PaymentPlanSection customerId={customer.id} />
            </GuardedSection>
          ),
        },
        {
          key: 'logs',
          label: t('crm_drawer.tab_log'),
          children: (
            <GuardedSection rule={SECTION_VIEW_PERMISSIONS.logs}>
              <LogSection customerId={customer.id} />
            </GuardedSection>
          ),
        },
      ]}
    />
  );
}
