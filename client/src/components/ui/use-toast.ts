import { useEffect, useState, type ReactNode } from 'react';

/**
 * shadcn's toast store: a module-level list any code can push to (`toast()`), rendered by the one
 * <Toaster />. docs/product.md, Talking to the server: one toast visible at a time, a dismissed toast is removed after
 * 1,000,000 ms (its exit animation has long finished), default and destructive variants.
 */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToasterToast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ToastInput = Omit<ToasterToast, 'id' | 'open' | 'onOpenChange'>;

interface State {
  toasts: ToasterToast[];
}

let counter = 0;
let memoryState: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: State): void {
  memoryState = next;
  for (const listener of listeners) listener(memoryState);
}

function scheduleRemoval(id: string): void {
  if (removeTimeouts.has(id)) return;
  removeTimeouts.set(
    id,
    setTimeout(() => {
      removeTimeouts.delete(id);
      setState({ toasts: memoryState.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismiss(id?: string): void {
  for (const t of memoryState.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setState({
    toasts: memoryState.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const update = (next: Partial<ToastInput>) =>
    setState({ toasts: memoryState.toasts.map((t) => (t.id === id ? { ...t, ...next } : t)) });
  const entry: ToasterToast = {
    ...input,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss(id);
    },
  };
  setState({ toasts: [entry, ...memoryState.toasts].slice(0, TOAST_LIMIT) });
  return { id, dismiss: () => dismiss(id), update };
}

export function useToast() {
  const [state, setLocal] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setLocal);
    return () => {
      listeners.delete(setLocal);
    };
  }, []);
  return { ...state, toast, dismiss };
}
