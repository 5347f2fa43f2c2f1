// Storage calls of the verification area: the platform's presigned POST and object reads.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../../platform/aws/s3';
import { getEnv } from '../../platform/env';

export { deleteObject, headObject, presignUpload, sniffContentType } from '../../platform/storage';

/** The first bytes of an object: enough for the magic-byte check without downloading the file. */
export async function readObjectHead(key: string, bytes = 16): Promise<Uint8Array> {
  const res = await s3Client().send(
    new GetObjectCommand({ Bucket: getEnv().UPLOADS_BUCKET, Key: key, Range: `bytes=0-${bytes - 1}` }),
  );
  return res.Body!.transformToByteArray();
}
