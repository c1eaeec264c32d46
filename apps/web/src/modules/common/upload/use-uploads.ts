import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload, type UploadFile } from 'antd';
import { translate } from '@tradewind/contract/common/core-messages';
import { useFeedback } from '@/core/feedback/feedback';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { uploadFile, UploadError, type StoredUpload } from './api/upload.api';
import { checkUpload, type UploadKind } from './upload-rules';

let sequence = 0;

/**
 * The headless part of both upload widgets: checks a file with the spec's messages, uploads it with
 * progress, and hands the stored result over; a failed upload leaves no trace in the list but its
 * message. `pending` are the uploads still running, for the widget's list.
 */
export function useUploads(kind: UploadKind, onStored: (stored: StoredUpload & { name: string }) => void) {
  const { message } = useFeedback();
  const { locale } = useI18n();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  });
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const start = useCallback(
    async (file: File) => {
      const refused = checkUpload(kind, file);
      if (refused) {
        void message.error(translate(refused, locale));
        return;
      }
      const uid = `upload-${++sequence}`;
      const controller = new AbortController();
      controllers.current.add(controller);
      setPending((list) => [...list, { uid, name: file.name || 'image', status: 'uploading', percent: 0 }]);
      try {
        const result = await uploadFile(kind, file, {
          signal: controller.signal,
          onProgress: (percent) => setPending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item))),
        });
        stored.current(result);
      } catch (error) {
        if (controller.signal.aborted) return;
        // The policy call's failure was already toasted by the app-wide handler (spec 000 §8).
        if (!(error instanceof ApiError)) void message.error(error instanceof UploadError ? error.message : translate('upload.failed', locale));
      } finally {
        controllers.current.delete(controller);
        setPending((list) => list.filter((item) => item.uid !== uid));
      }
    },
    [kind, locale, message],
  );

  return { pending, start };
}

type FieldOptions<V> = {
  /** the field's value and its change, as the form hands them over */
  value: V[] | undefined;
  onChange: ((items: V[]) => void) | undefined;
  maxCount: number;
  /** a stored upload as the value keeps it */
  toItem: (stored: StoredUpload & { name: string }) => V;
  /** a kept item as Upload lists it: its address, name, size or thumbnail */
  toFile: (item: V) => Omit<UploadFile, 'uid' | 'status'> & { url: string };
};

/**
 * Both upload widgets as form fields: `Upload`'s list (what the value holds, then the uploads running),
 * a pick started for as many files as still fit under `maxCount`, and a removal. Several uploads can
 * finish before the form hands the new value back, so each adds to the latest list.
 */
export function useUploadField<V>(kind: UploadKind, { value, onChange, maxCount, toItem, toFile }: FieldOptions<V>) {
  const items = value ?? [];
  const latest = useRef(items);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const { pending, start } = useUploads(kind, (stored) => {
    latest.current = [...latest.current, toItem(stored)].slice(0, maxCount);
    onChange?.(latest.current);
  });
  const room = maxCount - items.length - pending.length;
  const uidOf = (item: V, index: number) => `${index}:${toFile(item).url}`;
  const fileList: UploadFile[] = [...items.map((item, index) => ({ ...toFile(item), uid: uidOf(item, index), status: 'done' as const })), ...pending];
  const beforeUpload = (file: File, batch: File[]) => {
    if (batch.indexOf(file) < room) void start(file);
    return Upload.LIST_IGNORE;
  };
  const onRemove = (file: UploadFile) => {
    if (file.status === 'uploading') return false;
    latest.current = items.filter((item, index) => uidOf(item, index) !== file.uid);
    onChange?.(latest.current);
    return true;
  };
  return { room, start, uploadProps: { fileList, beforeUpload, onRemove } };
}
