import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { setSessionUser } from '@/features/auth/api/get-user';
import { createQueryClient } from '@/lib/query-client';

/** App-wide providers: the query cache and the toast outlet. */
export function AppProvider({ children }: { children: ReactNode }) {
  // A 401 from any data query means the session ended elsewhere: forget the user everywhere.
  const [queryClient] = useState(() => createQueryClient({ onUnauthorized: (client) => setSessionUser(client, null) }));
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
