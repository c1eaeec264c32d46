import type { ReactNode } from 'react';
import { Form } from 'antd';

/** An input in a table's cell with its row's message under it (a refusal on `items.0.qty`, an amount past what is open). */
export function CellField({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <Form.Item style={{ margin: 0 }} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}
