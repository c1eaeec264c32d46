import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { VISIT_MAX_IMAGES } from '@tradewind/contract/crm/visit.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { uploadFile } from '@/modules/common';
import { admitVisitImages, checkVisitImage } from '../drawer-rules';

type Props = { value?: string[]; onChange?: (urls: string[]) => void; id?: string };

let sequence = 0;

/**
 * The follow-up photos (spec 001 §5): up to nine JPG/PNG images of at most 5 MB, picked or pasted. A
 * refused photo says why ('最多只能上传9张图片!', '上传图片只能是 JPG/PNG 格式!', '上传图片大小不能超过
 * 5MB!'); a failed upload disappears with '文件上传失败'. A form field (value / onChange).
 */
export function VisitImageUploader({ value, onChange, id }: Props) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const urls = value ?? [];
  // Several uploads finish before the form hands the new value back: add to the latest list.
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const running = useRef(0);

  const upload = async (file: File) => {
    const uid = `visit-image-${++sequence}`;
    running.current += 1;
    setPending((list) => [...list, { uid, name: file.name || 'image.png', status: 'uploading', percent: 0 }]);
    try {
      const stored = await uploadFile('image', file, {
        onProgress: (percent) => setPending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item))),
      });
      latest.current = [...latest.current, stored.url].slice(0, VISIT_MAX_IMAGES);
      onChange?.(latest.current);
    } catch (error) {
      // A refused policy call was already shown by the app-wide handler.
      if (!(error instanceof ApiError)) void message.error(t('crm.file_upload_failed'));
    } finally {
      running.current -= 1;
      setPending((list) => list.filter((item) => item.uid !== uid));
    }
  };

  const handleFiles = (files: readonly File[]) => {
    const { admitted, tooMany } = admitVisitImages(files, latest.current.length + running.current);
    if (tooMany) void message.error(t('crm.visit_too_many_images'));
    for (const file of admitted) {
      const refused = checkVisitImage(file);
      if (refused) void message.error(t(refused));
      else void upload(file);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const files = Array.from(event.clipboardData.files).filter((f) => f.size > 0);
    if (files.length === 0) return;
    event.preventDefault();
    handleFiles(files);
  };

  const fileList: UploadFile[] = [...urls.map((url, index) => ({ uid: `${index}:${url}`, name: url.split('/').pop() ?? url, status: 'done' as const, url })), ...pending];
  const room = VISIT_MAX_IMAGES - urls.length - pending.length;

  return (
    <div id={id} tabIndex={0} onPaste={handlePaste} data-testid="visit-image-uploader" style={{ outline: 'none' }}>
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        multiple
        fileList={fileList}
        beforeUpload={(file, batch) => {
          // Upload asks per file; the batch is judged once, as a whole, on its first file.
          if (batch.indexOf(file) === 0) handleFiles(batch);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          if (file.status === 'uploading') return false;
          latest.current = urls.filter((url, index) => `${index}:${url}` !== file.uid);
          onChange?.(latest.current);
          return true;
        }}
        onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      >
        {room > 0 && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div>{t('common.upload.image_button')}</div>
          </button>
        )}
      </Upload>
    </div>
  );
}
