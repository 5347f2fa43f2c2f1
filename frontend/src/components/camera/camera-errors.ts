// Camera failures of spec part 2 §8: each closes the dialog with a 'Camera Error' toast.
export const CAMERA_MESSAGES = {
  errorTitle: 'Camera Error',
  permissionDenied:
    'Camera permission denied. Please allow camera access in your browser settings and try again.',
  notFound: 'No camera found on this device.',
  inUse: 'The camera is in use by another application. Close it and try again.',
  generic: 'Unable to access the camera. Please try again.',
  unsupported: 'Camera API not supported in this browser',
  processFailedOne: 'Failed to process captured image.',
  processFailedMany: 'Failed to process captured images.',
} as const;

/** getUserMedia's DOMException names → the spec's four cases. */
export function cameraErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return CAMERA_MESSAGES.permissionDenied;
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return CAMERA_MESSAGES.notFound;
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError')
    return CAMERA_MESSAGES.inUse;
  if (name === 'CameraUnsupportedError') return CAMERA_MESSAGES.unsupported;
  return CAMERA_MESSAGES.generic;
}

export type CameraMode = 'document' | 'selfie';
export type Orientation = 'portrait' | 'landscape';

/**
 * §2.2/§9: the ideal resolution first (1080x1920 portrait or 1920x1080 landscape, rear camera for
 * documents, front for selfies), then the facing mode only, then any camera.
 */
export function constraintAttempts(mode: CameraMode, orientation: Orientation): MediaStreamConstraints[] {
  const facingMode = mode === 'selfie' ? 'user' : 'environment';
  const portrait = mode === 'selfie' || orientation === 'portrait';
  return [
    {
      video: {
        facingMode: { ideal: facingMode },
        width: { ideal: portrait ? 1080 : 1920 },
        height: { ideal: portrait ? 1920 : 1080 },
      },
      audio: false,
    },
    { video: { facingMode }, audio: false },
    { video: true, audio: false },
  ];
}

/** Tries each attempt in order; a permission refusal stops at once (asking again cannot help). */
export async function openCamera(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined,
  attempts: MediaStreamConstraints[],
): Promise<MediaStream> {
  if (!mediaDevices?.getUserMedia) {
    const error = new Error(CAMERA_MESSAGES.unsupported);
    error.name = 'CameraUnsupportedError';
    throw error;
  }
  let lastError: unknown;
  for (const constraints of attempts) {
    try {
      return await mediaDevices.getUserMedia(constraints);
    } catch (error) {
      lastError = error;
      const name = (error as { name?: string }).name;
      if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') break;
    }
  }
  throw lastError;
}
