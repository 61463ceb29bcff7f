import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { ensureVisitorSession } from '@/api/uploads/ensure-visitor-session';
import { uploadImages } from '@/api/uploads/upload-images';
import { photoInFlight, photoLanded, rememberUploadedPhoto, uploadedPhotoFacts } from './photo-memory';

export interface PickedImage {
  key: string;
  name: string;
  size: number;
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  url?: string;
  error?: string;
  /** The failure may pass on a second try (the server was busy, a quota, the connection): offer one. */
  retryable?: boolean;
}

export interface ImageUploadsState {
  images: PickedImage[];
  /** URLs of the images the server accepted, in the order they were picked. */
  urls: string[];
  uploading: boolean;
}

let nextKey = 0;

// Busy (503), over a quota (429), any other server trouble or no connection: worth trying again.
// A refusal of the photo itself (wrong type, too large) is not.
const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/** A photo uploaded before the form was restored (a reload): shown from its URL, as it was named. */
const restoredImage = (url: string, n: number): PickedImage => {
  const facts = uploadedPhotoFacts(url);
  return { key: `img-${++nextKey}`, name: facts?.name ?? `Photo ${n + 1}`, size: facts?.size ?? 0, previewUrl: url, status: 'done', progress: 1, url };
};

/**
 * The images of one picker. Each file is uploaded on its own as soon as it is picked, so a phone
 * photo is already on the server by the time the form is filled, each shows its own progress, and
 * one bad file does not hold the others back. `restore` names the item (`slot`) for the tab's photo
 * memory and the URLs a restored form already holds.
 */
export function useImageUploads(onChange: (state: ImageUploadsState) => void, restore?: { slot: string; urls: readonly string[] }) {
  const [images, setImages] = useState<PickedImage[]>(() => (restore?.urls ?? []).map(restoredImage));
  const slot = restore?.slot;
  const controllers = useRef(new Map<string, AbortController>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Reported on every change, not on mount: the caller's own state starts empty as well, and a report
  // then (a form's setValue) re-rendered the whole form that watches its items right after hydration,
  // one long task on a phone (decision 032, 2026-11-26 addendum).
  const initial = useRef(images);
  useEffect(() => {
    if (images === initial.current) return;
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
      for (const image of imagesRef.current) if (image.previewUrl.startsWith('blob:')) URL.revokeObjectURL(image.previewUrl);
    };
  }, []);

  const update = useCallback(
    (key: string, patch: Partial<PickedImage>) => setImages((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i))),
    [],
  );

  // The picked files, kept until removed so that a failed upload can be tried again.
  const picked = useRef(new Map<string, File>());
  const send = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      ensureVisitorSession()
        .then(() => uploadImages([file], { signal: controller.signal, onProgress: (progress) => update(key, { progress }) }))
        .then(({ imageUrls }) => {
          const url = imageUrls[0];
          if (url) rememberUploadedPhoto(url, { name: file.name, size: file.size });
          photoLanded(key);
          update(key, { status: 'done', progress: 1, url });
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          photoLanded(key);
          const message = error instanceof ApiError ? error.message : 'Upload failed. Please try again.';
          update(key, { status: 'error', error: message, retryable: isRetryable(error) });
        })
        .finally(() => controllers.current.delete(key));
    },
    [update],
  );

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
      picked.current.set(image.key, file);
      if (slot) photoInFlight(image.key, slot, file.name);
      send(image.key, file);
    }
  }, [send, slot]);

  /** Sends a failed photo again (the "Try again" of a busy server or a reached quota). */
  const retry = useCallback((key: string) => {
    const file = picked.current.get(key);
    if (!file) return;
    update(key, { status: 'uploading', progress: 0, error: undefined, retryable: undefined });
    if (slot) photoInFlight(key, slot, file.name);
    send(key, file);
  }, [send, update, slot]);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    picked.current.delete(key);
    photoLanded(key);
    setImages((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone?.previewUrl.startsWith('blob:')) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((i) => i.key !== key);
    });
  }, []);

  return { images, add, remove, retry };
}
