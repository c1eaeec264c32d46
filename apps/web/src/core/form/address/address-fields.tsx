import { Col, Form, Input } from 'antd';
import type { z } from 'zod';
import { useZodRule } from '@/core/form/use-zod-rule';
import { AreaCascader } from './area-cascader';

type Props = {
  labels: { area: string; address: string };
  areaPlaceholder?: string;
  /** the contract's `address` field: the form refuses what the server refuses */
  addressSchema?: z.ZodType;
  /** the two columns' widths in the form's Row */
  spans?: [number, number];
};

/**
 * An address: the region (province / city / district, `area` — turn it into ids with fromAreaPath) and
 * the street address (`address`), as two columns of the form's Row.
 */
export function AddressFields({ labels, areaPlaceholder, addressSchema, spans = [12, 12] }: Props) {
  const zodRule = useZodRule();
  return (
    <>
      <Col span={spans[0]}>
        <Form.Item name="area" label={labels.area}>
          <AreaCascader placeholder={areaPlaceholder} />
        </Form.Item>
      </Col>
      <Col span={spans[1]}>
        <Form.Item name="address" label={labels.address} rules={addressSchema ? [zodRule(addressSchema)] : undefined}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      </Col>
    </>
  );
}
