import { Image, Space } from 'antd';
import styles from './photo-order-photos.module.css';

/** The photos large (click: the preview with zoom, rotate and the others), the rest as thumbnails under it. */
export function PhotoOrderPhotos({ photos, height = 480 }: { photos: string[]; height?: number }) {
  const [first, ...rest] = photos;
  if (!first) return null;
  return (
    <Image.PreviewGroup>
      <div className={styles.large} style={{ height }}>
        <Image src={first} alt="" data-testid="photo-order-photo" style={{ maxHeight: height, objectFit: 'contain' }} />
      </div>
      {rest.length > 0 && (
        <Space wrap style={{ marginTop: 8 }}>
          {rest.map((url) => (
            <Image key={url} src={url} alt="" width={72} height={72} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      )}
    </Image.PreviewGroup>
  );
}
