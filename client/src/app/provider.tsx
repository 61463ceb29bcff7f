import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/**
 * App-wide providers: the toast outlet. The query cache is not here: pages that read server data
 * sit under the query layout (routes/query-layout.tsx), so the home page ships without it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
