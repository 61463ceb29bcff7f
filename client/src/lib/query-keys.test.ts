import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateSubmissions, submissionKeys } from './query-keys';

describe('submission query keys', () => {
  it('puts every view of submissions under one key, so one invalidation refreshes them all', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = [submissionKeys.list(7, 1, 3), submissionKeys.list(7, 2, 10), submissionKeys.detail('GA-AAAA-BBBB'), submissionKeys.shipping('GA-AAAA-BBBB'), submissionKeys.upgradeSource('GA-CCCC-DDDD')];
    for (const key of keys) client.setQueryData(key, 'cached');
    client.setQueryData(['auth', 'session'], 'kept');
    await invalidateSubmissions(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(['auth', 'session'])?.isInvalidated).toBe(false);
  });
});
