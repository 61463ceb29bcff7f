import { FormProvider, useWatch } from 'react-hook-form';
import { isBundleType, type BundleType } from '@shared/loa-options';
import { bundleByType } from '@shared/pricing';
import { useBundleCheckout } from '../lib/use-bundle-checkout';
import { useBundleForm } from '../lib/use-bundle-form';
import { CARDS_TITLE_ID, CHECKOUT_TITLE_ID, reveal } from '../lib/reveal';
import { BundleCards } from './bundle-cards';
import { BundleCheckout } from './bundle-checkout';

/**
 * The cards and the checkout they open. The chosen bundle is the form's bundleType, so there is
 * one truth for the highlighted card, the item rows and what is paid for.
 */
export function BundlesShop() {
  const { form, items, applyBundle, clear } = useBundleForm();
  const bundleType = useWatch({ control: form.control, name: 'bundleType' });
  const selected = isBundleType(bundleType) ? bundleType : null;
  const checkout = useBundleCheckout(form.setError, selected !== null);

  const select = (type: BundleType) => {
    if (type !== selected) {
      // A charge in progress or waiting for its submission pays for the bundle on screen.
      if (checkout.locked) return;
      if (checkout.step === 2) {
        checkout.reset();
        clear(type);
      } else {
        applyBundle(type);
        if (checkout.step === 1) checkout.goTo(0);
      }
    }
    reveal(CHECKOUT_TITLE_ID);
  };

  const startOver = () => {
    checkout.reset();
    clear();
    reveal(CARDS_TITLE_ID);
  };

  return (
    <>
      <BundleCards selected={selected} locked={checkout.locked} onSelect={select} />
      {selected ? (
        <section aria-labelledby={CHECKOUT_TITLE_ID} className="border-t border-ink-900/10 bg-paper-50 py-14 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <div className="mb-8 text-center sm:mb-10">
              <p className="text-xs font-semibold tracking-[0.28em] text-gold-600 uppercase">Checkout</p>
              <h2 id={CHECKOUT_TITLE_ID} tabIndex={-1} className="mt-3 scroll-mt-36 font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase outline-none sm:text-4xl">
                Your {bundleByType(selected).name} Bundle
              </h2>
            </div>
            <div className="rounded-2xl border border-ink-900/10 bg-white p-4 shadow-card sm:p-8">
              <FormProvider {...form}>
                <BundleCheckout bundleType={selected} items={items} checkout={checkout} onReset={startOver} />
              </FormProvider>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
