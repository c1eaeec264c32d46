import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';

/**
 * A table cell of two lines: what the column shows (bold with `strong`) and beneath it, in grey, a detail —
 * who made it, a remark; smaller with `small`. A missing detail leaves the one line.
 */
export function StackedCell({ main, sub, strong, small }: { main: ReactNode; sub?: ReactNode; strong?: boolean; small?: boolean }) {
  return (
    <Space direction="vertical" size={0}>
      {strong ? <Typography.Text strong>{main}</Typography.Text> : <span>{main}</span>}
      {sub === null || sub === undefined || sub === '' ? null : (
        <Typography.Text type="secondary" style={small ? { fontSize: 12 } : undefined}>
          {sub}
        </Typography.Text>
      )}
    </Space>
  );
}
