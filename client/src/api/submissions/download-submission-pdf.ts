import { ApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Submissions are addressed by their order number (GA-XXXX-XXXX), the one reference customers see. */
export const submissionPdfUrl = (orderNumber: string) => `/api/submissions/${encodeURIComponent(orderNumber)}/pdf`;
export const submissionPdfName = (orderNumber: string) => `Full_LOA_Submission_${orderNumber}.pdf`;

/** GET /api/submissions/{orderNumber}/pdf, saved by the browser as Full_LOA_Submission_{orderNumber}.pdf. */
export async function downloadSubmissionPdf(orderNumber: string): Promise<void> {
  const response = await fetch(submissionPdfUrl(orderNumber), { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${response.statusText}`);
  saveFile(await response.blob(), submissionPdfName(orderNumber));
}
