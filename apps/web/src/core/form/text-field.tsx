import { Form, Input, type FormItemProps } from 'antd';
import type { z } from 'zod';
import { useZodRule } from './use-zod-rule';

type Props = Omit<FormItemProps, 'name' | 'rules' | 'children'> & {
  name: string;
  /** the contract's field: the form refuses what the server refuses, with its message */
  schema?: z.ZodType;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
};

/** A one-line text field checked with the contract's schema; no browser autofill in a back office. */
export function TextField({ name, schema, maxLength, placeholder, inputMode, ...item }: Props) {
  const zodRule = useZodRule();
  return (
    <Form.Item name={name} rules={schema ? [zodRule(schema)] : undefined} {...item}>
      <Input maxLength={maxLength} placeholder={placeholder} inputMode={inputMode} autoComplete="off" />
    </Form.Item>
  );
}
