import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { appQueryClient } from './query-client';

/**
 * App-wide providers: the query cache (every page and the layout read server data through it,
 * the signed-in user included) and the toast outlet.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  // One client per rendered tree: the browser's lives for the visit, each prerendered page gets its own.
  const [client] = useState(appQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
