/** Hands a downloaded file to the browser to save under `filename` (a fetched PDF, never a link to it). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
