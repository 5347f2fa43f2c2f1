import { describe, expect, it, vi } from 'vitest';
import { CAMERA_MESSAGES, cameraErrorMessage, constraintAttempts, openCamera } from './camera-errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('camera errors', () => {
  it('names each failure the spec lists', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'))).toBe(CAMERA_MESSAGES.permissionDenied);
    expect(cameraErrorMessage(domError('NotFoundError'))).toBe(CAMERA_MESSAGES.notFound);
    expect(cameraErrorMessage(domError('NotReadableError'))).toBe(CAMERA_MESSAGES.inUse);
    expect(cameraErrorMessage(domError('Weird'))).toBe(CAMERA_MESSAGES.generic);
  });

  it('says the Camera API is missing when the browser has none', async () => {
    await expect(openCamera(undefined, [])).rejects.toMatchObject({
      message: 'Camera API not supported in this browser',
    });
    const error = await openCamera(undefined, []).catch((e: unknown) => e);
    expect(cameraErrorMessage(error)).toBe('Camera API not supported in this browser');
  });

  it('falls back from the ideal resolution to facing mode to any camera, but not after a refusal', async () => {
    const stream = {} as MediaStream;
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(domError('OverconstrainedError'))
      .mockRejectedValueOnce(domError('NotFoundError'))
      .mockResolvedValueOnce(stream);
    const attempts = constraintAttempts('document', 'landscape');
    await expect(openCamera({ getUserMedia }, attempts)).resolves.toBe(stream);
    expect(getUserMedia.mock.calls.map((call) => call[0])).toEqual(attempts);
    expect(attempts[0]).toMatchObject({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
    });
    expect(constraintAttempts('selfie', 'landscape')[1]).toEqual({
      video: { facingMode: 'user' },
      audio: false,
    });

    const refused = vi.fn().mockRejectedValue(domError('NotAllowedError'));
    await expect(openCamera({ getUserMedia: refused }, attempts)).rejects.toMatchObject({
      name: 'NotAllowedError',
    });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
