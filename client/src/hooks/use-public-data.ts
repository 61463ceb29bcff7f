import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

// One request per address and page load, shared by every component that reads it (the header and
// the phone menu both read the news links).
const reads = new Map<string, Promise<unknown>>();

/**
 * A small public GET for the layout and the marketing pages, which ship without the query library
 * (see app/session-role.tsx): undefined while prerendered, hydrating and waiting (so hydration
 * matches), and when the request fails (the page then shows what it shows without the data).
 */
export function usePublicData<T>(path: string): T | undefined {
  const [data, setData] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let read = reads.get(path);
    if (!read) {
      read = api.get<T>(path).catch(() => {
        reads.delete(path);
        return undefined;
      });
      reads.set(path, read);
    }
    void read.then((value) => {
      if (live) setData(value as T | undefined);
    });
    return () => {
      live = false;
    };
  }, [path]);
  return data;
}
