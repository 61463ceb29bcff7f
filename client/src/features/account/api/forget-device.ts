import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trustedDevicesQueryKey } from './get-trusted-devices';

/** DELETE /api/account/devices/:deviceId: 204 once that browser is forgotten. */
export function forgetDevice(deviceId: number): Promise<void> {
  return api.delete<void>(`/api/account/devices/${deviceId}`);
}

export function useForgetDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: forgetDevice,
    // Forgotten or already gone (404): either way the list is read again.
    onSettled: () => client.invalidateQueries({ queryKey: trustedDevicesQueryKey }),
  });
}
