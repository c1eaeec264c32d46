import { Alert, Button, Card, Flex, Form, Radio, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { SALES_TYPE } from '@tradewind/contract/crm/config.schema';
import { SwitchItem } from '@/core/form/settings-form';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { POOL_RULES_PATH } from '../../crm.routes';
import { useCustomerRulesQuery, useSaveCustomerRulesMutation } from '../api/customer-rules.api';

type Values = { default_sales_type: 0 | 1 | 2; require_type_level: boolean; cert_required_to_order: boolean };

/** /system/setting/customer: the tenant's customer rules; read with crm:customer_setting:index, saved with :update. */
export function CustomerRulesPage() {
  const { t } = useI18n();
  const setting = useCustomerRulesQuery();
  const save = useSaveCustomerRulesMutation();
  const canUpdate = usePermission('crm:customer_setting:update');
  const canSeePool = usePermission('crm:down_public:index');
  const [form] = Form.useForm<Values>();
  const submitRules = useFormSubmit(form, save, { success: t('crm_rules.saved') });
  if (!setting.data) return <Spin />;
  const s = setting.data;
  const submit = (v: Values) => submitRules({ default_sales_type: v.default_sales_type, require_type_level: v.require_type_level ? 1 : 0, cert_required_to_order: v.cert_required_to_order ? 1 : 0 });
  return (
    <Card size="small" title={t('crm_rules.title')}>
      <Form<Values>
        form={form}
        layout="vertical"
        name="customer_rules"
        style={{ maxWidth: 560 }}
        disabled={!canUpdate}
        onFinish={submit}
        initialValues={{ default_sales_type: s.default_sales_type, require_type_level: s.require_type_level === 1, cert_required_to_order: s.cert_required_to_order === 1 }}
      >
        <Form.Item name="default_sales_type" label={t('crm_rules.default_sales_type')} extra={t('crm_rules.default_sales_type_help')}>
          <Radio.Group optionType="button" options={[SALES_TYPE.private, SALES_TYPE.public, SALES_TYPE.team].map((value) => ({ value, label: t(`crm.sales_type_${value}`) }))} />
        </Form.Item>
        <SwitchItem name="require_type_level" label={t('crm_rules.require_type_level')} extra={t('crm_rules.require_type_level_help')} />
        <SwitchItem name="cert_required_to_order" label={t('crm_rules.cert_required_to_order')} extra={t('crm_rules.cert_required_to_order_help')} />
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <Typography.Text>
              {t('crm_rules.pool_note')} {canSeePool ? (
                // underlined: a link inside a sentence is told from the text by more than its colour
                <Link to={POOL_RULES_PATH} style={{ textDecoration: 'underline' }}>
                  {t('crm_rules.pool_link')}
                </Link>
              ) : null}
            </Typography.Text>
          }
        />
        {canUpdate && (
          <Flex>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('crm_rules.save')}
            </Button>
          </Flex>
        )}
      </Form>
    </Card>
  );
}
