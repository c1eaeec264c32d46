import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { FILE_EXTENSIONS } from '@tradewind/contract/common/upload';
import { useI18n } from '@/core/i18n/use-i18n';
import { useUploadField } from '../use-uploads';

import styles from './uploader.module.css';

/** An uploaded attachment as the form keeps it. */
export type UploadedFile = { name: string; url: string; size: number };

export type FileUploaderProps = {
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** default 10 */
  maxCount?: number;
  disabled?: boolean;
  id?: string;
};

const ACCEPT = FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Attachment upload for forms (spec 000 §5): png, gif, jpeg, svg, bmp, txt, doc(x), xls(x), ppt(x), pdf
 * or zip under 5MB, checked before sending with the server's own messages; progress while uploading.
 */
export function FileUploader({ value, onChange, maxCount = 10, disabled, id }: FileUploaderProps) {
  const { t } = useI18n();
  const { room, uploadProps } = useUploadField('file', {
    value,
    onChange,
    maxCount,
    toItem: (stored) => ({ name: stored.name, url: stored.url, size: stored.size }),
    toFile: (file) => ({ name: file.name, url: file.url, size: file.size }),
  });

  return (
    <div id={id} data-testid="file-uploader">
      <Upload
        accept={ACCEPT}
        multiple={maxCount > 1}
        disabled={disabled}
        {...uploadProps}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || room <= 0}>
          {t('common.upload.button')}
        </Button>
      </Upload>
      <div className={styles.hint}>{t('common.upload.file_hint')}</div>
    </div>
  );
}
