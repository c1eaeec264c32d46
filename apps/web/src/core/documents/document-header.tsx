import type { ReactNode } from 'react';
import { Card, Space } from 'antd';

type Props = {
  /** the document's number, in the card's title */
  number: string;
  /** the number's test id (`order-number`, `po-number` …) */
  numberTestId?: string;
  /** the state's tag beside the number */
  tag: ReactNode;
  /** the buttons the state and the permissions allow, right in the card's head */
  actions: ReactNode;
  /** the header's fields (a Descriptions) */
  children: ReactNode;
};

/** A document detail page's head card: number and state tag as its title, the actions on the right, the header fields inside. */
export function DocumentHeader({ number, numberTestId, tag, actions, children }: Props) {
  return (
    <Card
      size="small"
      title={
        <Space>
          <span data-testid={numberTestId}>{number}</span>
          {tag}
        </Space>
      }
      extra={<Space wrap>{actions}</Space>}
    >
      {children}
    </Card>
  );
}
