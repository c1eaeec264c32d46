import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { thumbnailUrl } from '@/modules/common';
import styles from './spu.module.css';

/** Moves the image at `from` to `to`; the first image is the cover. */
export function moveImage(images: readonly string[], from: number, to: number): string[] {
  if (to < 0 || to >= images.length || from === to) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

type Props = { value?: string[]; onChange?: (images: string[]) => void; disabled?: boolean };

/** The images' order under the uploader: the first is the cover, each moves one place left or right. */
export function ImageOrder({ value = [], onChange, disabled }: Props) {
  const { t } = useI18n();
  if (value.length < 2) return null;
  return (
    <Flex gap={8} wrap className={styles.imageOrder} aria-label={t('pms_spu.image_order')} role="list">
      {value.map((url, i) => (
        <Flex key={url} vertical align="center" gap={2} role="listitem" className={styles.imageOrderItem}>
          <img src={thumbnailUrl(url)} alt={t('pms_spu.image_n', { n: i + 1 })} width={56} height={56} />
          <Flex>
            <Button size="small" type="text" icon={<ArrowLeftOutlined />} disabled={disabled || i === 0} aria-label={t('pms_spu.image_left', { n: i + 1 })} onClick={() => onChange?.(moveImage(value, i, i - 1))} />
            <Button size="small" type="text" icon={<ArrowRightOutlined />} disabled={disabled || i === value.length - 1} aria-label={t('pms_spu.image_right', { n: i + 1 })} onClick={() => onChange?.(moveImage(value, i, i + 1))} />
          </Flex>
          {i === 0 ? <Tag color="blue">{t('pms_spu.cover')}</Tag> : null}
        </Flex>
      ))}
    </Flex>
  );
}
