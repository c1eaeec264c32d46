import { useDeferredValue } from 'react';
import { Alert, Card, Col, Form, Input, Radio, Row, Skeleton, Typography } from 'antd';
import { CreateCrowdSchema, type Crowd, type CrowdGroup } from '@tradewind/contract/crm/crowd.schema';
import { fromText, toText } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { useCrowdFeaturesQuery, useCrowdPreviewQuery, useSaveCrowdMutation, type CrowdBody } from '../api/crowd.api';
import { CROWD_LIST_PATH } from '../../crm.routes';
import { RuleBuilder, emptyRule, ruleComplete } from './rule-builder';

type CrowdValues = { name: string; kind: 1 | 2; remark: string; rule: CrowdGroup };

/** The live count of the rule being built (waits until every condition has a value). */
function RulePreview({ rule }: { rule: CrowdGroup }) {
  const { t } = useI18n();
  const features = useCrowdFeaturesQuery();
  const deferred = useDeferredValue(rule);
  const complete = ruleComplete(deferred, features.data);
  const count = useCrowdPreviewQuery(deferred, complete);
  const text = !complete || count.isError ? t('crm_crowd.preview_incomplete') : count.isFetching || count.data === undefined ? t('crm_crowd.preview_counting') : t('crm_crowd.preview', { count: count.data.toLocaleString() });
  return <Alert type={complete && count.data !== undefined ? 'info' : 'warning'} showIcon message={<span data-testid="crowd-preview">{text}</span>} />;
}

/** The crowd form of /crm/crowd/add and /crm/crowd/edit: name, kind, the nested rule with its live count. */
export function CrowdForm({ crowd }: { crowd: Crowd | undefined }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<CrowdValues>();
  const save = useSaveCrowdMutation();
  const features = useCrowdFeaturesQuery();
  const shape = CreateCrowdSchema.shape;
  const rule = Form.useWatch('rule', form) ?? crowd?.rule ?? emptyRule();
  const leavePage = useLeavePage();
  const leave = () => leavePage(CROWD_LIST_PATH);
  const submit = useSaveForm(form, save, { id: crowd?.id ?? null, onSaved: leave });
  const initial: CrowdValues = { name: crowd?.name ?? '', kind: crowd?.kind ?? 1, remark: toText(crowd?.remark), rule: crowd?.rule ?? emptyRule() };
  const body = (v: CrowdValues): CrowdBody => ({ name: v.name, kind: v.kind, remark: fromText(v.remark), rule: v.rule });

  return (
    <FormShell form={form} name="crowd" initialValues={initial} onFinish={(v) => submit(body(v))} saving={save.isPending} onBack={leave} maxWidth={1100}>
      <Card size="small" title={t('crm_crowd.section_basic')}>
        <Row gutter={16}>
          <Col span={10}>
            <TextField name="name" label={t('crm_crowd.name')} required schema={shape.name} maxLength={50} />
          </Col>
          <Col span={14}>
            <Form.Item name="kind" label={t('crm_crowd.kind')} required>
              <Radio.Group
                options={[1, 2].map((k) => ({
                  value: k,
                  label: (
                    <span>
                      {t(`crm.crowd_kind_${k}`)} <Typography.Text type="secondary">({t(`crm_crowd.kind_${k}_hint`)})</Typography.Text>
                    </span>
                  ),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('crm_crowd.remark')} rules={[zodRule(shape.remark)]} style={{ marginBottom: 0 }}>
              <Input.TextArea maxLength={200} rows={2} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('crm_crowd.rule')} extra={<RulePreview rule={rule} />}>
        {features.data ? (
          <Form.Item name="rule" style={{ marginBottom: 0 }}>
            <RuleBuilder features={features.data} />
          </Form.Item>
        ) : (
          <Skeleton active />
        )}
      </Card>
    </FormShell>
  );
}
