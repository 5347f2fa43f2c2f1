// The most common passwords (DESIGN §8: "never one of the most common passwords"). The entries are the
// top of the widely published breach-corpus frequency lists (RockYou, the NCSC "100k most common" list,
// SecLists' top-10k), restricted to those a length rule of 8+ characters would still let through, plus
// the usual keyboard walks. Rules below catch the variants such lists are full of: one repeated
// character, digit runs, and a common base word in any case or leetspeak with digits and symbols around
// it, which covers thousands more of their entries. Checked on the server only, so the list never
// reaches the browser bundle.
// An npm package with such a list exists (fxa-common-password-list), but it is CommonJS with an encoded
// MPL-2.0 data file and a runtime dependency; a plain list here keeps `shared` dependency-free.
const LIST = `
password password1 password12 password123 password1234 password12345 password123456 passw0rd p@ssw0rd p@ssword
pa55word pa55w0rd passwort motdepasse contraseña contrasena wachtwoord salasana lozinka parola1 senha123
12345678 123456789 1234567890 12345678910 0123456789 987654321 9876543210 87654321 11111111 111111111
1111111111 00000000 000000000 0000000000 22222222 33333333 44444444 55555555 66666666 77777777 88888888
99999999 12341234 11223344 12121212 13131313 11112222 12344321 12345679 123123123 123321123 147258369
147852369 159357456 159753456 741852963 789456123 123456789a 123456789q 123654789 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 zaq12wsx zaq1zaq1 zaq1xsw2 2wsx3edc q1w2e3r4 q1w2e3r4t5
q1w2e3r4t5y6 qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwertyu1 qwerty12345 asdfghjk asdfghjkl
asdf1234 asdfasdf zxcvbnm1 zxcvbnm123 zxcvbnma qazwsxedc qazwsx123 1234qwer qwer1234 1234abcd abcd1234
abc12345 abcdefgh abcdefg1 abcd12345 a1b2c3d4 a1234567 aa123456 aaaaaaaa abc123456 abcabcabc iloveyou
iloveyou1 iloveyou2 iloveyou! iloveu123 ilovegod ilovemom ilovemyself lovelove loveyou1 loveme123
sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball soccer123
superman superman1 batman123 spiderman starwars starwars1 trustno1 welcome1 welcome123 welcome12
letmein1 letmein123 changeme changeme1 changeme123 default1 administrator admin123 admin1234 admin12345
adminadmin root1234 rootroot toor1234 test1234 test12345 testtest testing1 testing123 tester123 guest123
user1234 qwerty123456 master12 mastermind michael1 michelle jennifer jennifer1 jessica1 charlie1 charlie123
jordan23 jordan123 michael23 whatever whatever1 computer computer1 internet internet1 dragon12 dragon123
monkey12 monkey123 shadow12 shadow123 freedom1 butterfly butterfly1 chocolate chocolate1 elephant
pokemon1 pokemon123 naruto123 minecraft minecraft1 fortnite1 samsung1 samsung123 nintendo playstation
liverpool liverpool1 chelsea1 arsenal1 manchester barcelona juventus1 ronaldo7 cristiano messi123
blink182 linkin123 metallica slipknot nirvana1 beatles1 eminem123 rockyou1 qwertyqwerty 1234567a
1234567q 12345678a 12345678q 1234567890q zxcvbnm12 password! password1! password2 password3 password9
password01 password11 password99 password2020 password2021 password2022 password2023 password2024
password2025 password2026 Password1 Password123 Password1! Passw0rd! P@ssw0rd1 P@ssw0rd! Welcome1!
Welcome123! Summer2024 Summer2025 Winter2024 Winter2025 Spring2024 Spring2025 Autumn2024 Autumn2025
January1 February1 December1 Qwerty123! Qwerty1! Abcd1234! Aa123456 Aa123456! Admin@123 Admin123!
secret123 secret12 mypassword mypassword1 newpassword newpass1 newpass123 yourpassword nopassword
passpass passpass1 password0 letmein! blahblah anything1 nothing1 something1 hello123 hello1234
helloworld hello12345 goodluck goodbye1 sweetheart sweety123 sweetie1 babygirl babygirl1 babyboy1
beautiful beautiful1 lovely123 angel123 angels12 iloveyou12 myspace1 friends1 friendster family123
forever1 forever21 flower123 flowers1 rainbow1 rainbow123 diamond1 cookie123 cheese123 pepper123
ginger123 summer123 winter123 spring123 autumn123 orange123 banana123 apple123 purple123 yellow123
silver123 golden123 tigger12 tigger123 snoopy12 scooter1 thunder1 phoenix1 mustang1 corvette ferrari1
porsche1 mercedes yamaha123 harley12 chicago1 newyork1 california dallas12 houston1 atlanta1 brooklyn
america1 soccer12 hockey12 hockey123 tennis12 golfer12 runner12 hunter12 hunter123 killer12 killer123
ranger12 warrior1 samurai1 ninja123 zombie123 gangster hacker12 matrix12 matrix123 jesus123 jesuschrist
blessed1 godisgood heaven12 angel1234 christ12 faith123 prayer12 victoria victoria1 jonathan
alexander alexandra elizabeth katherine samantha samantha1 nicholas christopher christian1 danielle
patricia benjamin jackson1 thomas12 william1 richard1 robert12 charles1 matthew1 andrew12 joshua12
anthony1 daniel12 david123 james123 john1234 peter123 george12 steven12 edward12 marina12 natasha1
veronica caroline stephanie madison1 ashley12 brittany1 courtney amanda12 melissa1 heather1 chelsea12
computer12 internet12 google123 facebook facebook1 twitter1 linkedin youtube1 instagram microsoft
windows1 windows7 windows10 linux123 ubuntu123 oracle123 mysql123 postgres database1 server123
qwerty11 qwerty01 qwerty77 asdf12345 zxcv1234 1234zxcv 1a2b3c4d 1a2s3d4f 1z2x3c4v q2w3e4r5 1qa2ws3ed
qweasdzxc qweasd123 asdqwe123 zaqxswcde qwe123qwe 123qweasd 123qweasdzxc 1qaz!qaz !qaz2wsx 1qaz@wsx
!QAZ2wsx 1q2w3e 1q2w3e4r! 12qwaszx 12345qwert qwert12345 123456qwerty 1234asdf 123abc123 abc123abc
87654321a 7777777a 5555555a iloveyou123 ihateyou 123456abc 456789123 741258963 963852741 852456789
00001111 10203040 12301230 19871987 19881988 19891989 19901990 19911991 19921992 19931993 19941994
19951995 19961996 19971997 19981998 19991999 20002000 20202020 20212021 20222022 20232023 20242024
20252025 qwertz123 azertyuiop azerty123 qwertzuiop ficken123 schalke04 hallo123 fussball
`;

const SET = new Set(
  LIST.split(/\s+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
);

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

/** True for a listed password and for the shapes breach lists are full of. */
export function isCommonPassword(password: string): boolean {
  const p = password.trim().toLowerCase();
  if (SET.has(p)) return true;
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

export const COMMON_PASSWORD_COUNT = SET.size;
