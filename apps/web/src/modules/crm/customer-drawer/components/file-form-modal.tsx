import { useState } from 'react';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Progress, Typography, Upload } from 'antd';
import { CreateCustomerFileSchema, UpdateCustomerFileSchema, type CustomerFile } from '@tradewind/contract/crm/file.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useZodRule } from '@/core/form/use-zod-rule';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { uploadFile, type UploadedFile } from '@/modules/common';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useCreateFileMutation, useUpdateFileMutation } from '../api/customer-detail.api';
import { checkCustomerFile, CUSTOMER_FILE_ACCEPT, formatFileSize } from '../drawer-rules';

type Values = { name: string; remark: string };
type Props = { customerId: number; file: CustomerFile | null; onClose: () => void };

/**
 * Upload a customer file (crm:file:create) — png, gif, jpeg, Word, Excel, PowerPoint, pdf, txt or zip
 * of at most 5 MB, with a remark ≤ 200 — or rename it and change its remark (crm:file:update). A failed
 * upload leaves nothing behind but '文件上传失败'.
 */
export function FileFormModal({ customerId, file, onClose }: Props) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const create = useCreateFileMutation();
  const update = useUpdateFileMutation();
  const submitCreate = useFormSubmit(form, create, { success: t('form.created'), onDone: onClose });
  const submitUpdate = useFormSubmit(form, update, { success: t('form.updated'), onDone: onClose });
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const editing = file !== null;

  const handleChoose = async (chosen: File) => {
    setUploadError(null);
    const refused = checkCustomerFile(chosen);
    if (refused) {
      void message.error(t(refused));
      return;
    }
    setUploaded(null);
    setProgress(0);
    try {
      const stored = await uploadFile('file', chosen, { onProgress: setProgress });
      setUploaded({ name: chosen.name, url: stored.url, size: chosen.size });
      if (!form.getFieldValue('name')) form.setFieldValue('name', chosen.name);
    } catch (error) {
      if (!(error instanceof ApiError)) void message.error(t('crm.file_upload_failed'));
    } finally {
      setProgress(null);
    }
  };

  const handleFinish = (values: Values) => {
    if (editing) {
      submitUpdate({ customerId, input: { id: file.id, name: values.name, remark: values.remark } });
      return;
    }
    if (!uploaded) {
      setUploadError(t('upload.file_required'));
      return;
    }
    submitCreate({ customer_id: customerId, name: values.name || uploaded.name, url: uploaded.url, size: uploaded.size, remark: values.remark });
  };

  return (
    <Modal
      open
      title={t(editing ? 'crm_drawer.file_edit' : 'crm_drawer.file_upload')}
      okText={t('admin.save')}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: progress !== null }}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="crm_file" layout="vertical" initialValues={{ name: file?.name ?? '', remark: file?.remark ?? '' }} onFinish={handleFinish}>
        {!editing && (
          <Form.Item label={t('crm_drawer.file_choose')} required validateStatus={uploadError ? 'error' : undefined} help={uploadError ?? t('crm_drawer.file_hint')}>
            <Flex vertical gap={6}>
              <Upload
                accept={CUSTOMER_FILE_ACCEPT}
                showUploadList={false}
                beforeUpload={(chosen) => {
                  void handleChoose(chosen);
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button icon={<UploadOutlined />} loading={progress !== null}>
                  {t('crm_drawer.file_choose')}
                </Button>
              </Upload>
              {progress !== null && <Progress percent={progress} size="small" />}
              {uploaded && (
                <Typography.Text data-testid="uploaded-file">
                  <PaperClipOutlined /> {uploaded.name} ({formatFileSize(uploaded.size)})
                </Typography.Text>
              )}
            </Flex>
          </Form.Item>
        )}
        <Form.Item name="name" label={t('crm_drawer.file_name')} required={editing} rules={editing ? [zodRule(UpdateCustomerFileSchema.shape.name)] : []}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item name="remark" label={t('crm_drawer.file_remark')} rules={[zodRule(CreateCustomerFileSchema.shape.remark)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
