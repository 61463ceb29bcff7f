import { useCallback, useState } from 'react';

/** Which form rows still have photos uploading, so the form waits for them before it submits. */
export function useUploadingTracker() {
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const report = useCallback((rowId: string, value: boolean) => setUploading((prev) => (prev[rowId] === value ? prev : { ...prev, [rowId]: value })), []);
  const forget = useCallback((rowId: string) => setUploading(({ [rowId]: _gone, ...rest }) => rest), []);
  return { anyUploading: Object.values(uploading).some(Boolean), report, forget };
}
