import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface VideoThumbnailResult {
  success: boolean;
  thumbnailUrl?: string;
  error?: string;
}

/** POST /api/extract-video-thumbnail {videoUrl}: a YouTube thumbnail address, or success false with why. */
export function extractVideoThumbnail(videoUrl: string): Promise<VideoThumbnailResult> {
  return api.post<VideoThumbnailResult>('/api/extract-video-thumbnail', { videoUrl });
}

export function useExtractVideoThumbnail() {
  return useMutation({ mutationFn: extractVideoThumbnail });
}
