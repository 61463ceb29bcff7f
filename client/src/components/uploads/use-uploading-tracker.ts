import { useCallback, useState } from 'react';

/**
 * Which form rows still have photos uploading, so the form waits for them before it submits. Only
 * the rows still on screen count: a row removed (or replaced, as choosing another bundle does)
 * mid-upload cannot keep the form waiting.
 */
export function useUploadingTracker(rows: readonly { id: string }[]) {
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const report = useCallback((rowId: string, value: boolean) => setUploading((prev) => (prev[rowId] === value ? prev : { ...prev, [rowId]: value })), []);
  return { anyUploading: rows.some((row) => uploading[row.id] === true), report };
}
