import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamAfterHydration } from '@/hooks/use-search-after-hydration';

/**
 * A checkout's step as a history entry: `?step=<name>` (none for the first step), so the browser's
 * Back goes to the previous step and Forward to the next, and a reload names the step it was on.
 * `names[0]` is the form. The address is read after hydration, as the page was prerendered without it.
 */
export function useCheckoutStep(names: readonly string[]) {
  const param = useSearchParamAfterHydration('step');
  const [, setParams] = useSearchParams();
  const index = param ? names.indexOf(param) : 0;
  const goTo = useCallback(
    (next: number, options: { replace?: boolean } = {}) => {
      setParams(
        (params) => {
          const copy = new URLSearchParams(params);
          if (next > 0 && names[next]) copy.set('step', names[next]);
          else copy.delete('step');
          return copy;
        },
        // The checkout scrolls to its own top (a new step is not a new page: ScrollOnNavigate leaves it).
        { replace: options.replace ?? false, preventScrollReset: true, state: { keepScroll: true } },
      );
    },
    [names, setParams],
  );
  return { urlStep: index < 0 ? 0 : index, goTo };
}

/**
 * When the address names a later step than the one shown (a reload, Forward after Back), the
 * checkout takes the form as it is now: `resubmit` hands it on again (checked, and asked about like a
 * press of the button) and resolves true once it moved on. Incomplete or cancelled, the address goes
 * back to the form; past the payment with no order placed (a reload of the confirmation), to the
 * payment. At the form, `onForm` runs (a checkout forgets what it took, or the order it placed).
 * `ready`: the form is mounted and can be handed on.
 */
export function useStepFromAddress(opts: {
  urlStep: number;
  step: number;
  ready: boolean;
  resubmit: () => Promise<boolean>;
  onForm: () => void;
  goTo: (next: number, options?: { replace?: boolean }) => void;
}) {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  const { urlStep, ready } = opts;
  useEffect(() => {
    const { step, resubmit, onForm, goTo } = latest.current;
    if (urlStep === 0) {
      onForm();
      return;
    }
    if (step === urlStep || !ready) return;
    let live = true;
    void resubmit().then((moved) => {
      if (!live) return;
      if (!moved) goTo(0, { replace: true });
      else if (urlStep > 1) goTo(1, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [urlStep, ready]);
}
