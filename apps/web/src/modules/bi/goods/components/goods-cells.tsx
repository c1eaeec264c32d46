import type { ReactNode } from 'react';
import { Flex, Tooltip, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** A title with its definition beside it (an icon with a tooltip, read out with the title). */
export function Defined({ title, tip }: { title: ReactNode; tip: string }) {
  return (
    <Flex gap={4} align="center">
      {title}
      <Tooltip title={tip}>
        <QuestionCircleOutlined aria-label={tip} style={{ color: 'rgba(0,0,0,0.45)' }} />
      </Tooltip>
    </Flex>
  );
}

/** A SKU's name with its spec, linking to the SKU in the goods list. */
export function SkuLink({ code, name, spec }: { code: string; name: string; spec: string }) {
  return (
    <Link to={`/pms/goods/list?keyword=${encodeURIComponent(code)}`}>
      {name}
      {spec ? <Typography.Text type="secondary"> {spec}</Typography.Text> : null}
    </Link>
  );
}
