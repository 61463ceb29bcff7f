import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

/**
 * Renders the toast store; mounted once at the app root. The Radix code is fetched with the first
 * toast and stays mounted afterwards, so exit animations and later toasts are instant.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
