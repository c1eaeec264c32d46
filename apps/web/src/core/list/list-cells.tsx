import type { ReactNode } from 'react';
import { Space, Switch, Tag, Typography } from 'antd';

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

type EnabledProps = {
  /** the row is enabled (status 1) */
  on: boolean;
  /** who may change it sees a switch; everyone else a tag */
  canChange: boolean;
  /** the switch's name for assistive technology */
  label: string;
  /** the tag's words: enabled, disabled */
  texts: [string, string];
  loading: boolean;
  onChange: (on: boolean) => void;
};

/** A row's enabled status: a small switch for who may change it, else a green 启用 or a grey 停用 tag. */
export function EnabledCell({ on, canChange, label, texts: [enabled, disabled], loading, onChange }: EnabledProps) {
  if (canChange) return <Switch size="small" checked={on} aria-label={label} loading={loading} onChange={onChange} />;
  return on ? <Tag color="success">{enabled}</Tag> : <Tag>{disabled}</Tag>;
}
