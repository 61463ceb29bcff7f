// heic-decode ships no types; this is the part of its API the server uses (uploads/heif.ts).
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type LazyImage = { width: number; height: number; decode: () => Promise<DecodedImage> };
  const decode: ((input: { buffer: Uint8Array }) => Promise<DecodedImage>) & {
    all: (input: { buffer: Uint8Array }) => Promise<LazyImage[] & { dispose: () => void }>;
  };
  export default decode;
}
