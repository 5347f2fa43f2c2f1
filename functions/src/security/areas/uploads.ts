// Security harness declarations: document types and uploads (spec part 2 §7; issue 8, helper CORE).
// Uploads create the caller's own documents (or, with asClientId, a client's: refused with 404 without a
// grant, see functions/src/domain/documents/uploads.int.test.ts), so every signed-in actor gets 200.
import { declareArea } from '../declarations';

const pdf = { name: 'statement.pdf', size: 2048, contentType: 'application/pdf' };
const page = (n: number) => ({ name: `page-${n}.jpg`, size: 4096, contentType: 'image/jpeg' });

export default declareArea({
  listDocumentTypes: {},
  uploadDocuments: {
    request: () => ({ body: { documentType: 'bank_statement', files: [pdf] } }),
  },
  uploadMultipageDocument: {
    request: () => ({ body: { documentType: 'payslip', pages: [page(1), page(2)] } }),
  },
});
