import { describe, expect, it } from 'vitest';
import {
  applyCurve,
  calibratorFor,
  confidenceKind,
  documentQuality,
  fitIsotonic,
  MAX_CALIBRATED,
  type CalibrationMap,
} from './calibration';
import { CALIBRATION_MAP } from './calibration-map';
import type { ParsedDocument, PageText } from './types';

const page = (source: PageText['source']): PageText => ({
  pageNumber: 1,
  width: 612,
  height: 792,
  items: [],
  source,
});
const parsed: ParsedDocument = {
  fields: { netPay: 1200.5, payDate: '2024-03-15', employerName: 'Acme LLC', missing: null },
  lineItems: [{ itemType: 'earning', description: 'Regular', amount: 1300 }],
  fieldConfidence: {},
  checks: [],
};

describe('confidence calibration', () => {
  it('tells amounts and dates, free text and row classes apart, and nothing read from them', () => {
    expect(confidenceKind(parsed, 'netPay')).toBe('amount-or-date');
    expect(confidenceKind(parsed, 'payDate')).toBe('amount-or-date');
    expect(confidenceKind(parsed, 'employerName')).toBe('text');
    expect(confidenceKind(parsed, 'lineItems[0].itemType')).toBe('class');
    expect(confidenceKind(parsed, 'lineItems[0].description')).toBe('text');
    expect(confidenceKind(parsed, 'lineItems[0].amount')).toBe('amount-or-date');
    expect(confidenceKind(parsed, 'missing')).toBeNull();
    expect(confidenceKind(parsed, 'lineItems[3].amount')).toBeNull();
  });

  it('interpolates a curve between its points and holds its ends beyond them', () => {
    const curve = [
      [0.2, 0.6],
      [0.6, 0.8],
      [0.9, 0.98],
    ] as const;
    expect(applyCurve(curve, 0)).toBe(0.6);
    expect(applyCurve(curve, 0.4)).toBeCloseTo(0.7);
    expect(applyCurve(curve, 0.75)).toBeCloseTo(0.89);
    expect(applyCurve(curve, 1)).toBe(0.98);
    expect(applyCurve([], 0.3)).toBe(0.3);
  });

  it('fits a non-decreasing curve: blocks right less often than the one below them are pooled', () => {
    const pts = (confidence: number, right: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ confidence, correct: i < right }));
    const curve = fitIsotonic([...pts(0.1, 15, 20), ...pts(0.5, 10, 20), ...pts(0.9, 20, 20)], 20);
    // 0.1 (75% right) and 0.5 (50%) pool to 62.5%; 0.9 all right, capped below certainty.
    expect(curve).toEqual([
      [0.3, 0.625],
      [0.9, MAX_CALIBRATED],
    ]);
    for (let i = 1; i < curve.length; i++) expect(curve[i]![1]).toBeGreaterThanOrEqual(curve[i - 1]![1]);
  });

  it('calibrates a scan’s values by kind and leaves a text layer’s alone', () => {
    const map: CalibrationMap = {
      fittedOn: 'test',
      minQuality: 0.8,
      ocr: {
        'amount-or-date': [
          [0, 0.7],
          [1, 0.99],
        ],
        text: [
          [0, 0.4],
          [1, 0.95],
        ],
        class: [[0, 0.9]],
      },
    };
    expect(calibratorFor({ pages: [page('text-layer')] }, map)).toBeUndefined();
    expect(calibratorFor(null, map)).toBeUndefined();
    const cal = calibratorFor({ pages: [page('text-layer'), page('ocr')] }, map)!;
    expect(cal(parsed, 'netPay', 0.5)).toBe(0.845);
    expect(cal(parsed, 'employerName', 0.5)).toBe(0.675);
    expect(cal(parsed, 'lineItems[0].itemType', 0.2)).toBe(0.9);
    expect(cal(parsed, 'missing', 0.3)).toBe(0.3);
  });

  it('leaves a scan read worse than any it was fitted on as the reader gave it', () => {
    const words = (confidences: number[]): PageText => ({
      ...page('ocr'),
      items: confidences.map((confidence, i) => ({
        text: `w${i}`,
        x: i * 20,
        y: 0,
        width: 15,
        height: 10,
        confidence,
      })),
    });
    expect(documentQuality({ pages: [words([0.9, 0.95, 0.2])] })).toBe(0.9);
    expect(documentQuality({ pages: [page('text-layer')] })).toBe(1);
    const map: CalibrationMap = { ...CALIBRATION_MAP, minQuality: 0.8 };
    expect(calibratorFor({ pages: [words([0.95, 0.96, 0.4])] }, map)).toBeDefined();
    expect(calibratorFor({ pages: [words([0.25, 0.3, 0.96])] }, map)).toBeUndefined();
  });

  it('ships a fitted map: each curve non-decreasing, within 0-1, fitted on tuned families', () => {
    expect(CALIBRATION_MAP.fittedOn).toMatch(/tuned/);
    for (const curve of Object.values(CALIBRATION_MAP.ocr)) {
      expect(curve.length).toBeGreaterThan(1);
      for (let i = 0; i < curve.length; i++) {
        expect(curve[i]![1]).toBeGreaterThanOrEqual(0);
        expect(curve[i]![1]).toBeLessThanOrEqual(MAX_CALIBRATED);
        if (i > 0) {
          expect(curve[i]![0]).toBeGreaterThanOrEqual(curve[i - 1]![0]);
          expect(curve[i]![1]).toBeGreaterThanOrEqual(curve[i - 1]![1]);
        }
      }
    }
  });
});
