import { Button, Flex, Form, Result, Skeleton, type FormInstance } from 'antd';
import { useFeedback } from '@/core/feedback/feedback';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useSavePoolRulesMutation, type PoolRulesBody, usePoolRulesQuery } from '../api/pool-rule.api';
import { PoolRulesForm, poolRulesFormValues, type PoolRulesValues } from '../components/pool-rules-form';
import { UpcomingReleases, upcomingKeys } from '../components/upcoming-releases';
import { useQueryClient } from '@tanstack/react-query';

/** The server names row fields 'rules.1.level_id'; the form's path is ['rules', 1, 'level_id']. */
const fieldPath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * /crm/down_public: the tenant's pool rules (read with crm:down_public:index, saved with crm:down_public:update)
 * and the customers they will release in the next days.
 */
export function PoolRulesPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const rules = usePoolRulesQuery();
  const canUpdate = usePermission('crm:down_public:update');
  const save = useSavePoolRulesMutation();
  const [form] = Form.useForm<PoolRulesValues>();
  const queryClient = useQueryClient();

  if (rules.isError) return <Result status="error" title={t('exception.default')} extra={<Button onClick={() => void rules.refetch()}>{t('common.retry')}</Button>} />;
  if (!rules.data) return <Skeleton active />;

  const handleFinish = (values: PoolRulesValues) => {
    const body: PoolRulesBody = {
      enabled: values.enabled ? 1 : 0,
      max_customers: values.max_customers ?? 0,
      cooldown_days: values.cooldown_days ?? 0,
      remind_days: values.remind_days ?? 0,
      rules: values.rules.map((r, index) => ({ level_id: index === 0 ? null : r.level_id, no_visit_days: r.no_visit_days ?? 0, no_order_days: r.no_order_days ?? 0 })),
    };
    save.mutate(body, {
      onSuccess: () => {
        void message.success(t('crm_pool.saved'));
        void queryClient.invalidateQueries({ queryKey: upcomingKeys.all });
      },
      // The toast with the overall message comes from the app's error handler; the rows show theirs.
      onError: (error) => {
        if (error instanceof ApiError) (form as FormInstance).setFields(error.fieldErrors.map((f) => ({ name: fieldPath(f.field), errors: [f.message] })));
      },
    });
  };

  return (
    <Flex vertical gap={12}>
      <PoolRulesForm form={form} initialValues={poolRulesFormValues(rules.data)} readOnly={!canUpdate} saving={save.isPending} onFinish={handleFinish} />
      <UpcomingReleases enabled={rules.data.enabled === 1} />
    </Flex>
  );
}
