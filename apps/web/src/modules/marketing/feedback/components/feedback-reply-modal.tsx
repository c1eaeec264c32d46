import { Descriptions, Form, Image, Input, Modal, Space } from 'antd';
import { FeedbackReplySchema, type Feedback } from '@tradewind/contract/marketing/feedback.schema';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useReplyFeedbackMutation } from '../api/feedback.api';

/** 回复: what the customer said, and the answer (a second reply replaces the first). */
export function FeedbackReplyModal({ feedback, onClose }: { feedback: Feedback; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useReplyFeedbackMutation();
  const submit = useFormSubmit(form, reply, { success: t('marketing.feedback_replied_toast'), onDone: onClose });
  const who = feedback.customer_name ?? [feedback.contact_name, feedback.contact_phone].filter(Boolean).join(' ');

  return (
    <Modal open title={t('marketing.feedback_reply_title')} width={600} onCancel={onClose} onOk={() => form.submit()} confirmLoading={reply.isPending} okText={t('admin.save')} destroyOnHidden>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('marketing.feedback_customer')}>{who}</Descriptions.Item>
        <Descriptions.Item label={t('marketing.feedback_type')}>{feedback.type_name}</Descriptions.Item>
        <Descriptions.Item label={t('marketing.feedback_content')}>{feedback.content}</Descriptions.Item>
        {feedback.images.length > 0 ? (
          <Descriptions.Item label={t('marketing.feedback_images')}>
            <Space wrap>
              {feedback.images.map((src, i) => (
                <Image key={src} src={src} width={64} height={64} alt={`${t('marketing.feedback_images')} ${i + 1}`} />
              ))}
            </Space>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Form form={form} name="feedback_reply" layout="vertical" initialValues={{ reply: feedback.reply ?? '' }} onFinish={(v) => submit({ id: feedback.id, reply: v.reply })}>
        <Form.Item name="reply" label={t('marketing.feedback_reply')} required rules={[zodRule(FeedbackReplySchema.shape.reply)]}>
          <Input.TextArea maxLength={1000} rows={4} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
