import { Button } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';

type Props = {
  /** the confirmation's question, naming what goes */
  title: string;
  /** the delete call; a refusal shows the server's toast (the app's one error handler) */
  onDelete: () => Promise<unknown>;
  /** after a delete that succeeded, besides the 'Deleted' toast */
  onDeleted?: () => void;
  /** 'small' in drawers and cards, 'middle' in a page's table (as its other row actions) */
  size?: 'small' | 'middle';
};

/** A row's delete action: a danger link that asks first, then says 'Deleted'. */
export function DeleteAction({ title, onDelete, onDeleted, size = 'small' }: Props) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const handleConfirm = async () => {
    await onDelete();
    void message.success(t('list.deleted'));
    onDeleted?.();
  };
  return (
    <ConfirmAction title={title} okButtonProps={{ danger: true }} onConfirm={handleConfirm}>
      <Button type="link" size={size} danger>
        {t('list.delete')}
      </Button>
    </ConfirmAction>
  );
}
