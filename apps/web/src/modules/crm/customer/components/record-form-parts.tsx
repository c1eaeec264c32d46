import type { ReactNode } from 'react';
import { Card, Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { useZodRule } from '@/core/form/use-zod-rule';
import { AuthorisedStoreSelect } from './authorised-store-select';

/** The remark, the whole width of its card, last in it. */
export function RemarkField({ label, schema }: { label: string; schema: z.ZodType }) {
  const zodRule = useZodRule();
  return (
    <Col span={24}>
      <Form.Item name="remark" label={label} rules={[zodRule(schema)]} style={{ marginBottom: 0 }}>
        <Input.TextArea maxLength={500} rows={2} showCount />
      </Form.Item>
    </Col>
  );
}

/** The card of who a new record belongs to: its store first, then what the record adds (columns of 8). */
export function OwnerCard({ title, storeLabel, storeExtra, children }: { title: string; storeLabel: string; storeExtra?: string; children: ReactNode }) {
  return (
    <Card size="small" title={title}>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="store_id" label={storeLabel} extra={storeExtra}>
            <AuthorisedStoreSelect allowClear={false} />
          </Form.Item>
        </Col>
        {children}
      </Row>
    </Card>
  );
}
