// vitest setupFiles of the 'integration' project: runs in each test file's process before the file and
// gives it its own namespace of the shared embedded stack (test-namespace.ts), removed after the file.
import { afterAll } from 'vitest';
import { startTestNamespace } from './test-namespace';
import { setFileLocalStack, sharedLocalStack } from './test-env';

const namespace = await startTestNamespace(sharedLocalStack());
setFileLocalStack(namespace);

afterAll(async () => {
  setFileLocalStack(undefined);
  await namespace.stop();
});
