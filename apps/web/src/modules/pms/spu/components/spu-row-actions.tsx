import { Button, Space } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useNavigate } from 'react-router';
import type { SpuRow } from '@tradewind/contract/pms/spu.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { Permission } from '@/core/permission/permission';
import { useCopySpuMutation, useDeleteSpuMutation, useSpuMoveMutation, type SpuMove } from '../api/spu.api';
import { SPU_CHECK_PATH, spuEditPath } from '../../pms.routes';

/** What may be done with an SPU in its state (docs/trading-model.md §2), each behind its own permission. */
export function SpuRowActions({ row }: { row: SpuRow }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const submit = useSpuMoveMutation('submit');
  const onSale = useSpuMoveMutation('on_sale');
  const offSale = useSpuMoveMutation('off_sale');
  const copy = useCopySpuMutation();
  const remove = useDeleteSpuMutation();
  const editable = row.status !== 1;

  const move = (kind: SpuMove, mutation: typeof submit) => () =>
    mutation.mutate(row.id, {
      onSuccess: (spu) => void message.success(t(kind === 'submit' ? (spu.status === 1 ? 'pms_spu.submitted' : 'pms_spu.submitted_on_sale') : `pms_spu.${kind}_done`)),
    });

  return (
    <Space size={0} wrap>
      {editable ? (
        <Permission rule="pms:spu:update">
          <Button type="link" size="small" onClick={() => void navigate(spuEditPath(row.id))}>
            {t('pms.edit')}
          </Button>
        </Permission>
      ) : null}
      {row.status === 0 || row.status === 3 ? (
        <Permission rule="pms:spu:submit">
          <ConfirmAction title={t('pms_spu.submit_confirm', { name: row.name })} onConfirm={move('submit', submit)}>
            <Button type="link" size="small" loading={submit.isPending}>
              {t('pms_spu.submit')}
            </Button>
          </ConfirmAction>
        </Permission>
      ) : null}
      {row.status === 1 ? (
        <Permission rule="pms:spu:check">
          <Button type="link" size="small" onClick={() => void navigate(`${SPU_CHECK_PATH}?id=${row.id}`)}>
            {t('pms_spu.go_check')}
          </Button>
        </Permission>
      ) : null}
      {row.status === 4 ? (
        <Permission rule="pms:spu:on_sale">
          <Button type="link" size="small" loading={onSale.isPending} onClick={move('on_sale', onSale)}>
            {t('pms_spu.on_sale')}
          </Button>
        </Permission>
      ) : null}
      {row.status === 2 ? (
        <Permission rule="pms:spu:off_sale">
          <ConfirmAction title={t('pms_spu.off_sale_confirm', { name: row.name })} onConfirm={move('off_sale', offSale)}>
            <Button type="link" size="small" loading={offSale.isPending}>
              {t('pms_spu.off_sale')}
            </Button>
          </ConfirmAction>
        </Permission>
      ) : null}
      <Permission rule="pms:spu:create">
        <Button
          type="link"
          size="small"
          loading={copy.isPending}
          onClick={() =>
            copy.mutate(row.id, {
              onSuccess: (spu) => {
                void message.success(t('pms_spu.copied'));
                void navigate(spuEditPath(spu.id));
              },
            })
          }
        >
          {t('pms_spu.copy')}
        </Button>
      </Permission>
      {row.status === 0 || row.status === 3 || row.status === 4 ? (
        <Permission rule="pms:spu:delete">
          <DeleteAction title={t('pms_spu.delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
        </Permission>
      ) : null}
    </Space>
  );
}
