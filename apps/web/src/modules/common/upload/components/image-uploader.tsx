import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { translate } from '@tradewind/contract/common/core-messages';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { decidePaste, thumbnailUrl } from '../upload-rules';
import { useUploads } from '../use-uploads';
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
  const urls = value ?? [];
  // Several uploads can finish before the form passes the new value back: add to the latest list.
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const [thumbnails, setThumbnails] = useState<ReadonlyMap<string, string>>(() => new Map());
  const { pending, start } = useUploads('image', (stored) => {
    const thumb = stored.thumbnails['200x200'];
    if (thumb) setThumbnails((known) => new Map(known).set(stored.url, thumb));
    latest.current = [...latest.current, stored.url].slice(0, maxCount);
    onChange?.(latest.current);
  });

  const room = maxCount - urls.length - pending.length;
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

  const fileList: UploadFile[] = [
    ...urls.map((url, index) => ({ uid: `${index}:${url}`, name: url.split('/').pop() ?? url, status: 'done' as const, url, thumbUrl: thumbnailUrl(url, thumbnails) })),
    ...pending,
  ];

  return (
    <div id={id} className={styles.pasteArea} tabIndex={disabled ? -1 : 0} onPaste={handlePaste} data-testid="image-uploader" title={t('common.upload.paste_hint')}>
      <Upload
        listType="picture-card"
        accept="image/png,image/jpeg,image/gif"
        multiple={maxCount > 1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file, batch) => {
          if (batch.indexOf(file) < room) void start(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          if (file.status === 'uploading') return false;
          latest.current = urls.filter((url) => url !== file.url);
          onChange?.(latest.current);
          return true;
        }}
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
