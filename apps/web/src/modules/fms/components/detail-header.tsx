import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { DocumentHeader } from '@/core/documents/document-header';

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

/** A finance document detail's head card (settlements, receipt and payment notes): the documents' head card, its actions closed by the way back to the list. */
export function DetailHeader({ number, numberTestId, tags, actions, backText, listPath, children }: Props) {
  const navigate = useNavigate();
  const back = <Button onClick={() => void navigate(listPath)}>{backText}</Button>;
  return (
    <DocumentHeader number={number} numberTestId={numberTestId} tag={tags} actions={<>{actions}{back}</>}>
      {children}
    </DocumentHeader>
  );
}
