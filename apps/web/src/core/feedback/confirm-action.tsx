import { Popconfirm, type PopconfirmProps } from 'antd';
import { useFeedback } from './feedback';
import { settleAction } from './settle-action';

type Props = Omit<PopconfirmProps, 'onConfirm'> & {
  /** the confirmed action; a refusal closes the popup and is shown once (settleAction) */
  onConfirm?: () => unknown;
};

/**
 * The app's confirmation popup: Ant Design's Popconfirm whose action never rejects, so a refused action
 * closes it and leaves no unhandled rejection (settleAction). Use it for every confirmed action.
 */
export function ConfirmAction({ onConfirm, ...props }: Props) {
  const { message } = useFeedback();
  return <Popconfirm {...props} onConfirm={onConfirm ? settleAction(onConfirm, (text) => void message.error(text)) : undefined} />;
}
