import { useState, type ClipboardEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { translate } from '@tradewind/contract/common/core-messages';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { decidePaste, thumbnailUrl } from '../upload-rules';
import { useUploadField } from '../use-uploads';
import styles from './uploader.module.css';

export type ImageUploaderProps = {
  /** the images' addresses (as the server stores them) */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** default 9 */
  maxCount?: number;
  disabled?: boolean;
  id?: string;
};

/**
 * Image upload for forms (`<Form.Item name="images"><ImageUploader /></Form.Item>`): JPG, PNG or GIF
 * under 5MB, picked or pasted as a screenshot (click the area, then Ctrl+V), shown by the 200x200
 * thumbnail, with upload progress. A failed upload disappears with its message.
 */
export function ImageUploader({ value, onChange, maxCount = 9, disabled, id }: ImageUploaderProps) {
  const { t, locale } = useI18n();
  const { message } = useFeedback();
  const [thumbnails, setThumbnails] = useState<ReadonlyMap<string, string>>(() => new Map());
  const { room, start, uploadProps } = useUploadField('image', {
    value,
    onChange,
    maxCount,
    toItem: (stored) => {
      const thumb = stored.thumbnails['200x200'];
      if (thumb) setThumbnails((known) => new Map(known).set(stored.url, thumb));
      return stored.url;
    },
    toFile: (url) => ({ name: url.split('/').pop() ?? url, url, thumbUrl: thumbnailUrl(url, thumbnails) }),
  });
  const enqueue = (files: File[]) => {
    for (const file of files.slice(0, Math.max(0, room))) void start(file);
  };

  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const data = event.clipboardData;
    const decision = decidePaste(Array.from(data.items, (item) => ({ kind: item.kind, type: item.type })), Array.from(data.files));
    if (decision.kind === 'ignore') return;
    event.preventDefault();
    if (decision.kind === 'not-image') void message.error(translate('upload.paste_not_image', locale));
    else enqueue(decision.files);
  };

  return (
    <div id={id} className={styles.pasteArea} tabIndex={disabled ? -1 : 0} onPaste={handlePaste} data-testid="image-uploader" title={t('common.upload.paste_hint')}>
      <Upload
        listType="picture-card"
        accept="image/png,image/jpeg,image/gif"
        multiple={maxCount > 1}
        disabled={disabled}
        {...uploadProps}
        onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      >
        {room > 0 && !disabled && (
          <button type="button" className={styles.addButton}>
            <PlusOutlined />
            <div>{t('common.upload.image_button')}</div>
          </button>
        )}
      </Upload>
      {!disabled && room > 0 && <div className={styles.hint}>{t('common.upload.paste_hint')}</div>}
    </div>
  );
}
