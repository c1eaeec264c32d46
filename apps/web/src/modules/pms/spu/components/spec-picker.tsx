import { Checkbox, Empty, Flex, Select, Typography } from 'antd';
import { SPU_MAX_SPECS } from '@tradewind/contract/pms/spu.schema';
import type { Spec } from '@tradewind/contract/pms/spec.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import type { SpecChoice } from '../sku-matrix';
import styles from './spu.module.css';

type Props = { value?: SpecChoice[]; onChange?: (specs: SpecChoice[]) => void; specs: Spec[]; loading?: boolean; disabled?: boolean; id?: string };

/** Up to three specs the product varies by, and which of each spec's values it is sold in (ticked in the spec's order). */
export function SpecPicker({ value = [], onChange, specs, loading, disabled, id }: Props) {
  const { t } = useI18n();
  const byId = new Map(specs.map((s) => [s.id, s]));

  const pickSpecs = (ids: number[]) => {
    onChange?.(
      ids.flatMap((specId) => {
        const kept = value.find((c) => c.spec_id === specId);
        const spec = byId.get(specId);
        return kept ? [kept] : spec ? [{ spec_id: spec.id, name: spec.name, values: [] }] : [];
      }),
    );
  };
  const tick = (specId: number, ids: number[]) => {
    const spec = byId.get(specId);
    onChange?.(value.map((c) => (c.spec_id === specId ? { ...c, values: (spec?.values ?? c.values).filter((v) => ids.includes(v.id)) } : c)));
  };

  return (
    <Flex vertical gap={8} id={id}>
      <Select<number[]>
        mode="multiple"
        value={value.map((c) => c.spec_id)}
        onChange={pickSpecs}
        loading={loading}
        disabled={disabled}
        maxCount={SPU_MAX_SPECS}
        placeholder={t('pms_spu.specs_placeholder')}
        aria-label={t('pms_spu.specs')}
        options={specs.map((s) => ({ value: s.id, label: s.name }))}
        optionFilterProp="label"
        style={{ maxWidth: 480 }}
      />
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('pms_spu.specs_none')}</Typography.Text>
      ) : (
        value.map((choice) => {
          const spec = byId.get(choice.spec_id);
          return (
            <div key={choice.spec_id} className={styles.specRow} data-testid={`spec-values-${choice.name}`}>
              <Typography.Text strong className={styles.specName}>
                {choice.name}
              </Typography.Text>
              {spec && spec.values.length > 0 ? (
                <Checkbox.Group
                  value={choice.values.map((v) => v.id)}
                  disabled={disabled}
                  onChange={(ids) => tick(choice.spec_id, ids as number[])}
                  options={spec.values.map((v) => ({ value: v.id, label: v.value }))}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pms_spu.spec_no_values')} />
              )}
            </div>
          );
        })
      )}
    </Flex>
  );
}
