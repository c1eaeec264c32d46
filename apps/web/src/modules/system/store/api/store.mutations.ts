import type { z } from 'zod';
import type { CreateStoreSchema, Store } from '@tradewind/contract/system/store.schema';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { shellKeys } from '@/shell/session/session.queries';
import { staffKeys } from '../../staff/api/staff.keys';
import { storeKeys } from './store.keys';

export type StoreBody = z.input<typeof CreateStoreSchema>;

// Pickers, the top bar's store switcher, and staff rows (they list their authorised stores) show stores too.
const alsoInvalidate = [storeKeys.options(), shellKeys.stores(), staffKeys.all];

export const useSaveStoreMutation = () => useSaveMutation<StoreBody, Store>({ path: '/store', keys: storeKeys, alsoInvalidate, quiet: true });

/** Refused (409) while the store holds data, or when it is the last store or the last master store. */
export const useDeleteStoreMutation = () => useDeleteMutation({ path: '/store', keys: storeKeys, alsoInvalidate });
