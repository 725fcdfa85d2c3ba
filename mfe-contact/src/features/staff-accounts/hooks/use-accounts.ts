import type { StaffAccountChange, StaffAccountCreate } from '@azmar/contract/staff/accounts';
import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { STAFF_QUERY_ROOT } from '../../../lib/staff-query-keys';
import { changeAccount, createAccount, fetchAccounts, resetPassword } from '../api/accounts-api';

const accountsKey = [STAFF_QUERY_ROOT, 'accounts'] as const;

/** The accounts (administrator): add one, change its roles or whether it is active, reset its password. */
export function useAccounts() {
  const call = useStaffCall();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountsKey });
  const list = useQuery({ queryKey: accountsKey, queryFn: () => fetchAccounts(call) });
  const create = useMutation({ mutationFn: (account: StaffAccountCreate) => createAccount(call, account), onSuccess: refresh });
  const change = useMutation({ mutationFn: ({ id, ...rest }: StaffAccountChange & { id: string }) => changeAccount(call, id, rest), onSuccess: refresh });
  const reset = useMutation({ mutationFn: ({ id, password }: { id: string; password: string }) => resetPassword(call, id, password) });
  return { list, create, change, reset };
}
