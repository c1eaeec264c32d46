import { useState, type ReactNode } from 'react';
import { Form, Input, Modal, Typography } from 'antd';

type Props = {
  open: boolean;
  title: string;
  /** what passing this audit means */
  hint: string;
  /** what is approved, under the hint (the supplier's receipts − refunds = total) */
  children?: ReactNode;
  /** the remark's label, above the field */
  remarkLabel: string;
  /** the OK button's text; Ant Design's 确定 without one */
  okText?: string;
  saving: boolean;
  /** the audit's call (and what follows it) with the remark (optional, ≤ 200) */
  onOk: (remark: string | null) => Promise<unknown>;
  onClose: () => void;
};

/**
 * 审核 of a settlement (audit1, audit2) with an optional remark; closes when the call succeeds. The remark
 * lives as long as the dialog does: mounted only while open it starts empty each time, kept mounted it
 * survives a cancel.
 */
export function SettlementAuditDialog({ open, title, hint, children, remarkLabel, okText, saving, onOk, onClose }: Props) {
  const [remark, setRemark] = useState('');
  const handleOk = async () => {
    try {
      await onOk(remark.trim() || null);
    } catch {
      return; // refused: the request's error says why (the error policy's message); the dialog stays open to retry or cancel
    }
    setRemark('');
    onClose();
  };
  return (
    <Modal open={open} title={title} okText={okText} onCancel={onClose} onOk={() => void handleOk()} confirmLoading={saving} destroyOnHidden>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {children}
      <Form layout="vertical">
        <Form.Item label={remarkLabel}>
          <Input.TextArea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} showCount rows={3} aria-label={remarkLabel} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
