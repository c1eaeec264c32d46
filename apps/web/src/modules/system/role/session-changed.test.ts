import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MessageKind } from '@tradewind/contract/common/realtime';
import { SESSION_CHANGED_TOPIC } from '@tradewind/contract/system/permission.constants';
import { authKeys } from '../auth/api/auth.api';
import { menuKeys } from '../menu/api/menu.api';
import { refreshOnSessionChanged } from './session-changed';

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(authKeys.info(), { menus: [], permissions: ['system:store:list'] });
  queryClient.setQueryData(menuKeys.tree(), []);
  return queryClient;
}

describe('a role or menu change pushed through the realtime connection (issue 14)', () => {
  it("refetches the person's menus and permissions and the menu tree", () => {
    const queryClient = client();
    expect(refreshOnSessionChanged(queryClient, { kind: MessageKind.user, topic: SESSION_CHANGED_TOPIC, payload: {} })).toBe(true);
    expect(queryClient.getQueryState(authKeys.info())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(menuKeys.tree())?.isInvalidated).toBe(true);
  });

  it('leaves them alone on other pushes', () => {
    const queryClient = client();
    expect(refreshOnSessionChanged(queryClient, { kind: MessageKind.user, topic: 'message.new', payload: {} })).toBe(false);
    expect(queryClient.getQueryState(authKeys.info())?.isInvalidated).toBe(false);
  });
});
