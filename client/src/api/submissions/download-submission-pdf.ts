import { ApiError } from '@/lib/api-client';

export const submissionPdfName = (id: number) => `Full_LOA_Submission_${id}.pdf`;

/** GET /api/submissions/{id}/pdf, saved by the browser as Full_LOA_Submission_{id}.pdf. */
export async function downloadSubmissionPdf(id: number): Promise<void> {
  const response = await fetch(`/api/submissions/${id}/pdf`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${response.statusText}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = submissionPdfName(id);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
