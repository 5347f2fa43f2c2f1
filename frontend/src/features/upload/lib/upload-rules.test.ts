import { describe, expect, it } from 'vitest';
import {
  checkFiles,
  describeUploadFailure,
  exceedsFileLimit,
  nextTick,
  overallProgress,
  percentOf,
  planDocuments,
  tooManyFilesMessage,
} from './upload-rules';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('checkFiles', () => {
  it('skips other types and files over 10 MB with the file name prefix', () => {
    const { accepted, rejected } = checkFiles([
      file('a.pdf', 'application/pdf'),
      file('b.gif', 'image/gif'),
      file('c.png', 'image/png', 10 * 1024 * 1024 + 1),
      file('d.jpg', 'image/jpeg', 10 * 1024 * 1024),
      file('e.JPEG', ''),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'd.jpg', 'e.JPEG']);
    expect(rejected.map((r) => r.message)).toEqual([
      'b.gif: Invalid file type. Only PDF, JPG, and PNG files are allowed.',
      'c.png: File size exceeds 10MB limit.',
    ]);
  });
});

describe('planDocuments', () => {
  it('makes several images one multi-page document and every PDF its own', () => {
    const plan = planDocuments([
      file('1.jpg', 'image/jpeg'),
      file('x.pdf', 'application/pdf'),
      file('2.png', 'image/png'),
      file('y.pdf', 'application/pdf'),
    ]);
    expect(plan.map((d) => [d.files.map((f) => f.name), d.isMultiPage])).toEqual([
      [['x.pdf'], false],
      [['y.pdf'], false],
      [['1.jpg', '2.png'], true],
    ]);
  });

  it('keeps a single image a plain upload and counts a photo set as one file against the limit', () => {
    expect(planDocuments([file('1.jpg', 'image/jpeg')])[0]?.isMultiPage).toBe(false);
    const photos = planDocuments(['1', '2', '3', '4', '5'].map((n) => file(`${n}.jpg`, 'image/jpeg')));
    expect(exceedsFileLimit(photos, 3)).toBe(false);
    const pdfs = planDocuments(['1', '2', '3', '4'].map((n) => file(`${n}.pdf`, 'application/pdf')));
    expect(exceedsFileLimit(pdfs, 3)).toBe(true);
    expect(tooManyFilesMessage(3, 'Bank Statement')).toBe(
      'You can only upload up to 3 Bank Statement at once. Please select fewer files.',
    );
    expect(tooManyFilesMessage(2, null)).toBe(
      'You can only upload up to 2 files at once. Please select fewer files.',
    );
  });
});

describe('describeUploadFailure', () => {
  it('shows a server error as is under Upload Failed', () => {
    expect(describeUploadFailure({ serverError: 'Monthly limit reached' })).toEqual({
      title: 'Upload Failed',
      description: 'Monthly limit reached',
    });
  });

  it.each([
    [
      'File too large',
      'File Too Large',
      'The file exceeds the 10MB limit. Please compress or split the document.',
    ],
    [
      'invalid file type here',
      'Invalid File Type',
      'Only PDF, JPG, and PNG files are supported. Please convert your file.',
    ],
    [
      'Network error while uploading the file',
      'Connection Error',
      'Network connection issue. Check your internet and try again.',
    ],
    [
      'No encryption key for user',
      'Encryption Key Required',
      'No encryption key found. Please generate one in Settings.',
    ],
    [
      'file is corrupted',
      'File Cannot Be Read',
      'The file appears to be corrupted or damaged. Please try a different file.',
    ],
    ['Something odd', 'Upload Failed', 'Something odd'],
    ['', 'Upload Failed', 'Unable to upload document. Please try again.'],
  ])('maps "%s" to %s', (message, title, description) => {
    expect(describeUploadFailure({ message })).toEqual({ title, description });
  });
});

describe('progress', () => {
  it('averages the queue with completed and failed as 100', () => {
    expect(overallProgress([])).toBe(0);
    expect(
      overallProgress([
        { status: 'completed', progress: 100 },
        { status: 'failed', progress: 30 },
        { status: 'uploading', progress: 40 },
        { status: 'pending', progress: 0 },
      ]),
    ).toBe(60);
  });

  it('ticks 10 points up to 90 and turns bytes into a percent below 100', () => {
    expect(nextTick(0)).toBe(10);
    expect(nextTick(85)).toBe(90);
    expect(nextTick(90)).toBe(90);
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(200, 200)).toBe(99);
    expect(percentOf(1, 0)).toBe(0);
  });
});
