import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { ensureVisitorSession } from '@/api/uploads/ensure-visitor-session';
import { uploadImages } from '@/api/uploads/upload-images';

export interface PickedImage {
  key: string;
  name: string;
  size: number;
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  url?: string;
  error?: string;
}

export interface ImageUploadsState {
  images: PickedImage[];
  /** URLs of the images the server accepted, in the order they were picked. */
  urls: string[];
  uploading: boolean;
}

let nextKey = 0;

/**
 * The images of one picker. Each file is uploaded on its own as soon as it is picked, so a phone
 * photo is already on the server by the time the form is filled, each shows its own progress, and
 * one bad file does not hold the others back.
 */
export function useImageUploads(onChange: (state: ImageUploadsState) => void) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const urls = images.flatMap((i) => (i.status === 'done' && i.url ? [i.url] : []));
    onChangeRef.current({ images, urls, uploading: images.some((i) => i.status === 'uploading') });
  }, [images]);

  // Leaving the page (or removing the item) stops its uploads and frees the previews.
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const image of imagesRef.current) URL.revokeObjectURL(image.previewUrl);
    };
  }, []);

  const update = (key: string, patch: Partial<PickedImage>) =>
    setImages((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({
      file,
      image: {
        key: `img-${++nextKey}`,
        name: file.name,
        size: file.size,
        previewUrl: URL.createObjectURL(file),
        status: 'uploading' as const,
        progress: 0,
      },
    }));
    setImages((list) => [...list, ...added.map((a) => a.image)]);
    for (const { file, image } of added) {
      const controller = new AbortController();
      controllers.current.set(image.key, controller);
      ensureVisitorSession()
        .then(() => uploadImages([file], { signal: controller.signal, onProgress: (progress) => update(image.key, { progress }) }))
        .then(({ imageUrls }) => update(image.key, { status: 'done', progress: 1, url: imageUrls[0] }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message = error instanceof ApiError ? error.message : 'Upload failed. Please try again.';
          update(image.key, { status: 'error', error: message });
        })
        .finally(() => controllers.current.delete(image.key));
    }
  }, []);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setImages((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((i) => i.key !== key);
    });
  }, []);

  return { images, add, remove };
}
