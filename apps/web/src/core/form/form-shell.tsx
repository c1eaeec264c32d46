import type { ReactNode } from 'react';
import { Flex, Form, type FormInstance } from 'antd';
import { FormActions } from './form-actions';

type Props<V> = {
  form: FormInstance<V>;
  /** the form's name (field ids) */
  name: string;
  initialValues: V;
  onFinish: (values: V) => void;
  saving: boolean;
  onBack: () => void;
  /** how wide the form grows: its widest card's columns */
  maxWidth?: number;
  /** the form's cards */
  children: ReactNode;
};

/** A record's add and edit form on a page: its cards one under the other, then 保存 and 返回. */
export function FormShell<V>({ form, name, initialValues, onFinish, saving, onBack, maxWidth = 960, children }: Props<V>) {
  return (
    <Form form={form} name={name} layout="vertical" initialValues={initialValues as object} onFinish={onFinish} style={{ maxWidth }}>
      <Flex vertical gap={12}>
        {children}
        <FormActions saving={saving} onBack={onBack} />
      </Flex>
    </Form>
  );
}
