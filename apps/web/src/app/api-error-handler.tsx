import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { useFeedback } from '@/core/feedback/feedback';
import { decideApiErrorAction, RELOAD_DELAY_MS, type ApiErrorAction } from '@/core/http/api-error-policy';
import { onApiError } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { exceptionPathFor, noAuthPathFor } from '@/core/routing/paths';
import { clearSession, hasSession, isSessionEnding } from '@/core/session/session-cookie';

/** Spec 001 §8: the picking task detail the '出库异常' confirm opens. */
export const PICKING_TASK_DETAIL_PATH = '/wms/picking_task/detail';

/**
 * The 'Unauthorized' notification must outlive the reload that follows it (spec 001 §8: notify, log out,
 * reload after 1.5 s): otherwise it shows over the loading mask and is gone with the page, and the person
 * lands on the login form without being told why. The page after the reload shows it again from here.
 */
const NOTICE_AFTER_RELOAD = 'Tradewind-Notice-After-Reload';

function takeNoticeAfterReload(): string | null {
  try {
    const notice = window.sessionStorage.getItem(NOTICE_AFTER_RELOAD);
    if (notice) window.sessionStorage.removeItem(NOTICE_AFTER_RELOAD);
    return notice;
  } catch {
    return null;
  }
}

function keepNoticeAfterReload(notice: 'unauthorized'): void {
  try {
    window.sessionStorage.setItem(NOTICE_AFTER_RELOAD, notice);
  } catch {
    // Storage disabled: the notice shows until the reload only.
  }
}

/**
 * Every row of spec 001 §8 in one place: subscribes to the http client's failed calls and shows or does
 * what the row says. Rendered once inside the feedback provider (for themed, localised notices, whose code
 * loads with the first one) and beside the router (for navigation).
 */
export function ApiErrorHandler({ router }: { router: DataRouter }) {
  const { message, notification, modal } = useFeedback();
  const { t } = useI18n();

  useEffect(() => {
    let reloading = false;
    const logoutAndReload = () => {
      if (reloading) return;
      reloading = true;
      clearSession();
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    };
    const act = (action: ApiErrorAction) => {
      switch (action.kind) {
        case 'session-ended':
          if (!reloading) void message.error(action.message || t('error.session_ended'));
          return logoutAndReload();
        case 'no-operation-permission':
          return notification.error({ title: t('error.no_operation_permission'), description: action.message, key: `402:${action.message}` });
        case 'no-auth-page':
          return void router.navigate(noAuthPathFor(action.message));
        case 'exception-page':
          return void router.navigate(exceptionPathFor(action.message), { replace: true });
        case 'picking-task': {
          const { taskId } = action;
          return void modal.confirm({
            title: t('error.picking_title'),
            content: t('error.picking_content'),
            okText: taskId ? t('error.picking_view') : t('common.confirm'),
            cancelText: t('common.cancel'),
            onOk: () => {
              if (taskId) void router.navigate(`${PICKING_TASK_DETAIL_PATH}?id=${taskId}`);
            },
          });
        }
        case 'forbidden':
          return notification.error({ title: t('error.forbidden'), description: action.message, key: `http403:${action.message}` });
        case 'unauthorized':
          if (!reloading) notification.error({ title: t('error.unauthorized'), key: 'http401' });
          if (action.logout && !reloading) keepNoticeAfterReload('unauthorized');
          if (action.logout) logoutAndReload();
          return;
        case 'toast':
          return void message.error({ content: action.message, key: `toast:${action.message}` });
        case 'none':
          return;
      }
    };
    return onApiError((error) => act(decideApiErrorAction(error, { hasToken: hasSession(), sessionEnding: isSessionEnding() })));
  }, [message, notification, modal, router, t]);

  useEffect(() => {
    if (takeNoticeAfterReload() === 'unauthorized') notification.error({ title: t('error.unauthorized'), key: 'http401' });
    // Once, on the page the reload opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
