import { Typography } from 'antd';

type Props = {
  /** what the ordering app reads there */
  label: string;
  /** the company's public key (`shop`), the same for every public read */
  shop: string;
  /** the public call's path with its `shop` (`/api/v1/share/…?shop=…`) */
  path: string;
  hint: string;
};

/**
 * The company's public key where the ordering app reads its public content (articles, the shop home page):
 * the key shown, the whole address copied.
 */
export function PublicKeyLink({ label, shop, path, hint }: Props) {
  const url = `${window.location.origin}${path}`;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {label}:{' '}
      <Typography.Text copyable={{ text: url }} code style={{ fontSize: 12 }}>
        {shop}
      </Typography.Text>{' '}
      · {hint}
    </Typography.Text>
  );
}
