import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, InputNumber, Segmented, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { isCrowdGroup, type CrowdCondition, type CrowdFeature, type CrowdFeatures, type CrowdGroup } from '@tradewind/contract/crm/crowd.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { StaffSelect } from '@/modules/system';
import { useCustomerConfigQuery } from '../../customer/api/customer-config.api';

type Node = CrowdCondition | CrowdGroup;

/** A new condition of a feature: its first operator, the first period, no value yet. */
export function newCondition(feature: CrowdFeature, periods: number[]): CrowdCondition {
  const op = feature.operators[0];
  return { feature: feature.key, op: op.key, ...(feature.period ? { days: periods[1] ?? periods[0] } : {}), ...(op.value === 'days' ? { value: 30 } : {}) };
}

/** An empty root: "all of" one condition to fill. */
export const emptyRule = (): CrowdGroup => ({ logic: 'and', rules: [] });

/** Whether every condition has a value (the live count waits until then). */
export function ruleComplete(node: Node, features: CrowdFeatures | undefined): boolean {
  if (isCrowdGroup(node)) return node.rules.length > 0 && node.rules.every((r) => ruleComplete(r, features));
  const feature = features?.list.find((f) => f.key === node.feature);
  const op = feature?.operators.find((o) => o.key === node.op);
  if (!op) return false;
  if (op.key === 'never') return true;
  return Array.isArray(node.value) ? node.value.length > 0 : node.value !== undefined && node.value !== null && node.value !== '';
}

function IdsInput({ feature, value, onChange }: { feature: CrowdFeature; value: unknown; onChange: (v: number[]) => void }) {
  const { t } = useI18n();
  const config = useCustomerConfigQuery();
  const { stores } = useSession();
  const ids = Array.isArray(value) ? (value as number[]) : [];
  if (feature.source === 'staff') return <StaffSelect multiple value={ids} onChange={(v) => onChange((v as number[] | undefined) ?? [])} placeholder={t('crm_crowd.value')} style={{ minWidth: 220 }} />;
  const options =
    feature.source === 'levels'
      ? config.data?.customer_level
      : feature.source === 'types'
        ? config.data?.customer_type
        : feature.source === 'stores'
          ? stores.map((s) => ({ value: s.id, label: s.name }))
          : feature.options;
  return <Select mode="multiple" value={ids} onChange={onChange} options={options ?? []} placeholder={t('crm_crowd.value')} style={{ minWidth: 220 }} optionFilterProp="label" />;
}

function ConditionRow({ node, features, onChange }: { node: CrowdCondition; features: CrowdFeatures; onChange: (n: CrowdCondition) => void }) {
  const { t } = useI18n();
  const feature = features.list.find((f) => f.key === node.feature);
  const op = feature?.operators.find((o) => o.key === node.op);
  const set = (patch: Partial<CrowdCondition>) => onChange({ ...node, ...patch });
  const value = (() => {
    if (!feature || !op || op.key === 'never') return null;
    switch (op.value) {
      case 'days':
      case 'count':
        return (
          <InputNumber
            value={typeof node.value === 'number' ? node.value : null}
            onChange={(v) => set({ value: v ?? undefined })}
            precision={0}
            addonAfter={op.value === 'days' ? t('crm_crowd.days') : undefined}
            placeholder={t('crm_crowd.value')}
            style={{ width: 140 }}
          />
        );
      case 'money':
        return <InputNumber<string> stringMode value={typeof node.value === 'string' ? node.value : null} onChange={(v) => set({ value: v ?? undefined })} precision={2} prefix="¥" placeholder={t('crm_crowd.value')} style={{ width: 160 }} />;
      case 'date':
        return <DatePicker value={typeof node.value === 'string' ? dayjs(node.value) : null} onChange={(d) => set({ value: d ? d.format('YYYY-MM-DD') : undefined })} />;
      default:
        return <IdsInput feature={feature} value={node.value} onChange={(v) => set({ value: v })} />;
    }
  })();
  return (
    <Space wrap>
      <Select
        value={node.feature}
        style={{ width: 130 }}
        options={features.list.map((f) => ({ value: f.key, label: f.label }))}
        onChange={(key) => onChange(newCondition(features.list.find((f) => f.key === key)!, features.periods))}
        aria-label={t('crm_crowd.feature')}
      />
      {feature?.period ? (
        <Select value={node.days} style={{ width: 110 }} options={features.periods.map((d) => ({ value: d, label: t('crm_crowd.period', { days: d }) }))} onChange={(days) => set({ days })} />
      ) : null}
      <Select
        value={node.op}
        style={{ width: 150 }}
        options={(feature?.operators ?? []).map((o) => ({ value: o.key, label: o.label }))}
        onChange={(key) => {
          const next = feature!.operators.find((o) => o.key === key)!;
          onChange({ feature: node.feature, op: key, ...(node.days !== undefined ? { days: node.days } : {}), ...(next.value === op?.value && key !== 'never' ? { value: node.value } : {}) });
        }}
        aria-label={t('crm_crowd.operator')}
      />
      {value}
    </Space>
  );
}

type GroupProps = { value: CrowdGroup; onChange: (g: CrowdGroup) => void; features: CrowdFeatures; depth?: number; onRemove?: () => void };

/** A group of conditions (all of / any of), nesting groups up to the features call's max_depth. */
function GroupEditor({ value, onChange, features, depth = 1, onRemove }: GroupProps) {
  const { t } = useI18n();
  const replace = (i: number, node: Node | null) => onChange({ ...value, rules: node === null ? value.rules.filter((_, j) => j !== i) : value.rules.map((r, j) => (j === i ? node : r)) });
  const add = (node: Node) => onChange({ ...value, rules: [...value.rules, node] });
  const first = features.list[0];
  return (
    <Card
      size="small"
      styles={{ body: { padding: 12 } }}
      style={depth > 1 ? { background: depth === 2 ? '#fafafa' : '#f5f5f5' } : undefined}
      title={
        <Segmented
          size="small"
          value={value.logic}
          onChange={(logic) => onChange({ ...value, logic: logic as 'and' | 'or' })}
          options={[
            { value: 'and', label: t('crm_crowd.logic_and') },
            { value: 'or', label: t('crm_crowd.logic_or') },
          ]}
        />
      }
      extra={onRemove ? <Button type="text" size="small" icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('crm_crowd.remove')} /> : null}
    >
      <Flex vertical gap={8}>
        {value.rules.map((node, i) =>
          isCrowdGroup(node) ? (
            <GroupEditor key={i} value={node} onChange={(g) => replace(i, g)} features={features} depth={depth + 1} onRemove={() => replace(i, null)} />
          ) : (
            <Flex key={i} justify="space-between" align="center" gap={8}>
              <ConditionRow node={node} features={features} onChange={(n) => replace(i, n)} />
              <Button type="text" size="small" icon={<DeleteOutlined />} onClick={() => replace(i, null)} aria-label={t('crm_crowd.remove')} />
            </Flex>
          ),
        )}
        <Space>
          <Button size="small" icon={<PlusOutlined />} onClick={() => add(newCondition(first, features.periods))} disabled={!first}>
            {t('crm_crowd.add_condition')}
          </Button>
          {depth < features.max_depth ? (
            <Button size="small" icon={<PlusOutlined />} onClick={() => add({ logic: value.logic === 'and' ? 'or' : 'and', rules: [newCondition(first, features.periods)] })} disabled={!first}>
              {t('crm_crowd.add_group')}
            </Button>
          ) : null}
        </Space>
      </Flex>
    </Card>
  );
}

/** The rule builder: a form field (value / onChange) over the features the server offers. */
export function RuleBuilder({ value, onChange, features }: { value?: CrowdGroup; onChange?: (g: CrowdGroup) => void; features: CrowdFeatures }) {
  return <GroupEditor value={value ?? emptyRule()} onChange={(g) => onChange?.(g)} features={features} />;
}
