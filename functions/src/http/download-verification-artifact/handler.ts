import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { artifactDownload } from '../../domain/admin/verifications';

export const handler = httpHandler(routes.downloadVerificationArtifact, async ({ params }) =>
  artifactDownload(params.id, params.artifactId),
);
