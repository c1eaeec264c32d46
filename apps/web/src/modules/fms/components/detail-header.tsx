import type { ReactNode } from 'react';
import { Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router';

type Props = {
  number: string;
  /** the number's data-testid */
  numberTestId?: string;
  /** after the number: its state tag and any other */
  tags: ReactNode;
  /** before the back button: what the document's state and the user's permissions allow */
  actions: ReactNode;
  backText: string;
  /** where the back button goes: the document's list */
  listPath: string;
  /** the header's fields */
  children: ReactNode;
};

/** A finance document detail's header card (settlements, receipt and payment notes): number and tags, the actions, back to the list. */
export function DetailHeader({ number, numberTestId, tags, actions, backText, listPath, children }: Props) {
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      title={
        <Space>
          <span data-testid={numberTestId}>{number}</span>
          {tags}
        </Space>
      }
      extra={
        <Space wrap>
          {actions}
          <Button onClick={() => void navigate(listPath)}>{backText}</Button>
        </Space>
      }
    >
      {children}
    </Card>
  );
}
