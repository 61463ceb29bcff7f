import { ImageDown } from 'lucide-react';
import { BLOG_MESSAGES } from '@shared/blog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useExtractVideoThumbnail } from '../../api/extract-video-thumbnail';

/** 'Extract thumbnail': the post's image taken from its video (YouTube, worked out by the server). */
export function VideoThumbnailButton({ videoUrl, onExtracted }: { videoUrl: string; onExtracted: (url: string) => void }) {
  const extract = useExtractVideoThumbnail();
  const run = () =>
    extract.mutate(videoUrl.trim(), {
      onSuccess: (result) => {
        if (result.success && result.thumbnailUrl) {
          onExtracted(result.thumbnailUrl);
          toast({ title: BLOG_MESSAGES.thumbnailExtracted });
        } else {
          toast({ variant: 'destructive', title: BLOG_MESSAGES.thumbnailFailed, description: result.error });
        }
      },
      onError: (error) => toast({ variant: 'destructive', title: BLOG_MESSAGES.thumbnailError, description: error.message }),
    });
  return (
    <div>
      <Button variant="outline" size="sm" onClick={run} disabled={!videoUrl.trim() || extract.isPending}>
        <ImageDown aria-hidden="true" /> {extract.isPending ? 'Extracting...' : 'Extract thumbnail'}
      </Button>
    </div>
  );
}
