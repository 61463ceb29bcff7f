import { describe, expect, it } from 'vitest';
import { bundleStartingAthletes, readBundleParams } from './bundle-params';

describe('bundle parameters of /full-loa', () => {
  it('reads a known bundle and takes its figures from the shared pricing, not the link', () => {
    const request = readBundleParams(new URLSearchParams('bundle=back-to-back&bundleName=Cheap&bundlePrice=1.00&bundleDiscount=99'));
    expect(request?.definition.discountedPriceCents).toBe(23250);
    expect(request?.name).toBe('Back-to-Back');
    expect(request?.discountPercent).toBe(7);
  });

  it('ignores an unknown or missing bundle', () => {
    expect(readBundleParams(new URLSearchParams('bundle=free'))).toBeNull();
    expect(readBundleParams(new URLSearchParams(''))).toBeNull();
  });

  it('starts the rows with the bundle athletes', () => {
    const threePeat = readBundleParams(new URLSearchParams('bundle=3-peat'))!;
    expect(bundleStartingAthletes(threePeat.definition)).toEqual(['michael-jordan', 'tom-brady', 'wayne-gretzky']);
  });
});
