import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A list cell of two lines: the main text, a smaller grey one under it (a name and its code, a contact and phone). */
export function TwoLineCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <Flex vertical style={{ lineHeight: 1.3 }}>
      <span>{main}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{sub}</Typography.Text>
    </Flex>
  );
}

/** The contact and phone of a warehouse or supplier, or '-' when neither is known. */
export const contactCell = (row: { contact_name: string | null; contact_phone: string | null }) =>
  row.contact_name || row.contact_phone ? <TwoLineCell main={row.contact_name || '-'} sub={row.contact_phone} /> : '-';
