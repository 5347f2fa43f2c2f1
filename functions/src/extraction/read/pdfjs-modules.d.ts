// pdfjs ships no types for these two modules of its legacy build; we use a sliver of each.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  /** Handed to the in-process "fake worker". */
  export const WorkerMessageHandler: unknown;
}

declare module 'pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs' {
  /** Pure-JS baseline/progressive JPEG decoder; throws on damaged data. */
  export class JpegImage {
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(options: {
      width: number;
      height: number;
      forceRGBA?: boolean;
      forceRGB?: boolean;
    }): Uint8ClampedArray | Uint8Array;
  }
  export function setVerbosityLevel(level: number): void;
}
