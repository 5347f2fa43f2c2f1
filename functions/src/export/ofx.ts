// OFX for bank and credit-card statements (decision 053):
// - `.ofx`: OFX 2.1.1 XML, UTF-8, for Quicken, GnuCash (libofx), Xero and other OFX readers;
// - `.qbo`: QuickBooks Web Connect = OFX 1.0.2 SGML (what QuickBooks Desktop reads) with the
//   Intuit bank id INTU.BID, ASCII only (the header declares USASCII / code page 1252).
// Both come from one element tree, so the two files always carry the same statement.
import { money, toAscii } from './cells';
import { last4 } from './mask';
import { closingBalance, ledgerEntries, statementPeriod, type LedgerEntry } from './statement';
import type { ExportOptions, StatementDocument } from './types';

/**
 * Wells Fargo's Intuit bank id: QuickBooks Desktop refuses a Web Connect file whose INTU.BID is
 * not a known institution, and this one is accepted for checking, savings and credit-card
 * accounts. The user can pick their own bank's id instead (docs/exports.md).
 */
export const WEB_CONNECT_BANK_ID = '3000';
/** Placeholder routing number: the statements we read do not print one; importers ignore it. */
export const UNKNOWN_ROUTING_NUMBER = '000000000';

type Node = { tag: string; value: string } | { tag: string; children: Node[] };

const leaf = (tag: string, value: string): Node => ({ tag, value });
const agg = (tag: string, ...children: (Node | null)[]): Node => ({
  tag,
  children: children.filter((c): c is Node => c !== null),
});

function ofxDate(iso: string): string {
  return iso.replace(/-/g, '');
}

function ofxTimestamp(d: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return (
    `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}` +
    `${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}.${p(d.getUTCMilliseconds(), 3)}[0:GMT]`
  );
}

/** OFX text values: single line, trimmed to the element's maximum length. */
function text(value: string, max: number): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

function bankTrnType(e: LedgerEntry): string {
  if (e.checkNumber) return 'CHECK';
  return e.kind === 'credit' ? 'CREDIT' : 'DEBIT';
}

const CARD_TRNTYPE: Record<string, string> = {
  purchase: 'DEBIT',
  payment: 'CREDIT',
  refund: 'CREDIT',
  fee: 'FEE',
  interest: 'INT',
  cash_advance: 'CASH',
};

function accountType(doc: StatementDocument): string {
  if (doc.type !== 'bank_statement') return 'CREDITCARD';
  const name = `${doc.fields.accountName ?? ''}`.toLowerCase();
  if (/saving/.test(name)) return 'SAVINGS';
  if (/money\s*market/.test(name)) return 'MONEYMRKT';
  if (/line of credit|credit line/.test(name)) return 'CREDITLINE';
  return 'CHECKING';
}

/** The account id importers use to recognise the account again next month: its last 4. */
export function ofxAccountId(doc: StatementDocument): string {
  return last4(doc.fields.accountNumber) ?? 'UNKNOWN';
}

function statementTree(doc: StatementDocument, options: ExportOptions, webConnect: boolean): Node {
  const entries = ledgerEntries(doc, webConnect ? 'QuickBooks Web Connect' : 'OFX');
  const period = statementPeriod(doc, entries);
  const balance = closingBalance(doc, entries);
  const org =
    text((doc.type === 'bank_statement' ? doc.fields.bankName : doc.fields.cardIssuer) ?? '', 32) ||
    'DocLedger';

  const transactions = entries.map((e) => {
    const type = doc.type === 'bank_statement' ? bankTrnType(e) : (CARD_TRNTYPE[e.kind] ?? 'DEBIT');
    const name = text(e.merchant || e.description, 32) || 'Transaction';
    const memo = text(e.description, 255);
    return agg(
      'STMTTRN',
      leaf('TRNTYPE', type),
      leaf('DTPOSTED', ofxDate(e.date)),
      leaf('TRNAMT', money(e.amount)),
      leaf('FITID', e.fitId),
      e.checkNumber ? leaf('CHECKNUM', e.checkNumber) : null,
      leaf('NAME', name),
      memo && memo !== name ? leaf('MEMO', memo) : null,
    );
  });

  const tranList = agg(
    'BANKTRANLIST',
    leaf('DTSTART', ofxDate(period.start)),
    leaf('DTEND', ofxDate(period.end)),
    ...transactions,
  );
  const ledgerBal = agg('LEDGERBAL', leaf('BALAMT', money(balance)), leaf('DTASOF', ofxDate(period.end)));
  const status = agg('STATUS', leaf('CODE', '0'), leaf('SEVERITY', 'INFO'));
  const trnUid = leaf('TRNUID', text(doc.id, 36) || '0');
  const accountId = ofxAccountId(doc);

  const messages =
    doc.type === 'bank_statement'
      ? agg(
          'BANKMSGSRSV1',
          agg(
            'STMTTRNRS',
            trnUid,
            status,
            agg(
              'STMTRS',
              leaf('CURDEF', 'USD'),
              agg(
                'BANKACCTFROM',
                leaf('BANKID', UNKNOWN_ROUTING_NUMBER),
                leaf('ACCTID', accountId),
                leaf('ACCTTYPE', accountType(doc)),
              ),
              tranList,
              ledgerBal,
            ),
          ),
        )
      : agg(
          'CREDITCARDMSGSRSV1',
          agg(
            'CCSTMTTRNRS',
            trnUid,
            status,
            agg(
              'CCSTMTRS',
              leaf('CURDEF', 'USD'),
              agg('CCACCTFROM', leaf('ACCTID', accountId)),
              tranList,
              ledgerBal,
              doc.fields.availableCredit != null
                ? agg(
                    'AVAILBAL',
                    leaf('BALAMT', money(doc.fields.availableCredit)),
                    leaf('DTASOF', ofxDate(period.end)),
                  )
                : null,
            ),
          ),
        );

  return agg(
    'OFX',
    agg(
      'SIGNONMSGSRSV1',
      agg(
        'SONRS',
        status,
        leaf('DTSERVER', ofxTimestamp(options.now ?? new Date())),
        leaf('LANGUAGE', 'ENG'),
        agg('FI', leaf('ORG', org), webConnect ? leaf('FID', WEB_CONNECT_BANK_ID) : null),
        webConnect ? leaf('INTU.BID', WEB_CONNECT_BANK_ID) : null,
      ),
    ),
    messages,
  );
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function serialise(node: Node, sgml: boolean, depth: number, out: string[]): void {
  // SGML leaf values run to the next tag: no indentation, so no importer sees stray whitespace.
  const pad = sgml ? '' : '  '.repeat(depth);
  if ('value' in node) {
    // An empty SGML element swallows the next tag: every leaf must carry a value.
    if (node.value.trim() === '') throw new Error(`OFX element ${node.tag} would be empty`);
    const v = escapeXml(sgml ? toAscii(node.value) : node.value);
    out.push(sgml ? `${pad}<${node.tag}>${v}` : `${pad}<${node.tag}>${v}</${node.tag}>`);
    return;
  }
  out.push(`${pad}<${node.tag}>`);
  for (const child of node.children) serialise(child, sgml, depth + 1, out);
  out.push(`${pad}</${node.tag}>`);
}

export function toOfx(doc: StatementDocument, options: ExportOptions = {}): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
  ];
  serialise(statementTree(doc, options, false), false, 0, lines);
  return lines.join('\r\n') + '\r\n';
}

export function toQbo(doc: StatementDocument, options: ExportOptions = {}): string {
  const lines = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ];
  serialise(statementTree(doc, options, true), true, 0, lines);
  return lines.join('\r\n') + '\r\n';
}
