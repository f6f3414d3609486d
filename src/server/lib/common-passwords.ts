/**
 * The most common passwords and the words they are built from, from the top of the public breach lists
 * (SecLists, NordPass's yearly lists, the Polish CERT's "hasła Polaków"), lower-case. The spec's rules (a capital,
 * a digit, a special character) are met by decorating one of these ("Password1!", "Haslo123!", "Qwerty2024$"),
 * so a password is refused when, lower-cased, with trailing special characters and then up to four trailing digits
 * taken off (and common letter-for-digit swaps undone), it is one of them. Checked on the server only.
 */
const WORDS = `
password passw0rd pass passwd qwerty qwertz qwertyuiop asdf asdfgh asdfghjkl zxcvbnm azerty qazwsx qwe qweasd qweasdzxc
abc abcd abcde abcdef abcdefg abcdefgh abc123 iloveyou love lovely loveme admin administrator root user guest test tester
welcome hello letmein login master secret shadow sunshine princess dragon monkey football baseball soccer hockey
superman batman spiderman starwars pokemon michael jordan jennifer ashley jessica daniel thomas charlie robert matthew
andrew joshua hunter ranger buster tigger killer trustno1 freedom whatever access flower summer winter spring autumn
computer internet google samsung apple iphone nokia mustang ferrari porsche chelsea liverpool arsenal barcelona
hannah maggie jasmine ginger cookie cheese pepper orange banana chocolate family friends forever angel angels
matrix hello123 changeme default temp temporary company business money dollar bitcoin crypto
zaq1 zaq12wsx 1qaz2wsx 1q2w3e4r 1q2w3e 1q2w3e4r5t q1w2e3r4 q1w2e3r4t5 qwer1234 1qazxsw2 zaq1xsw2 xsw2zaq1
haslo haslo1 haslo12 haslomaslo maslo polska polak polsat kochanie kochamcie misiek misiaczek myszka kotek kotki
piesek pieski slonko skarbie aniolek zabka zuzia kasia basia asia ania agnieszka magda monika marta ewelina
marcin tomek tomasz piotrek piotr pawel kamil michal mateusz lukasz krzysiek krzysztof damian dawid adrian
bartek jakub kuba wojtek grzegorz darek mariusz arek rafal patryk sebastian szymon maciek adam marek janek
legia lech wisla cracovia barca realmadryt juventus warszawa krakow gdansk wroclaw poznan lodz katowice szczecin
lublin bydgoszcz slask smok wiedzmin gierki mamusia tatus mama tata babcia dziadek rodzina dom domek samochod
wakacje lato zima wiosna jesien niebo slonce gwiazda marzenie szczescie sukces zloto pieniadze kasa
wypozyczalnia rental wypozycz
`;

/** Whole passwords that are not a word plus digits. */
const WHOLE = `
123456 12345678 123456789 1234567890 12345 1234567 111111 000000 123123 654321 666666 121212 112233 987654321
11111111 88888888 aaaaaa 1q2w3e4r5t6y qwerty123456 p4ssw0rd p@ssw0rd p@$$w0rd pa$$word pa$$w0rd
`;

const COMMON = new Set([...WORDS.split(/\s+/), ...WHOLE.split(/\s+/)].filter(Boolean));

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

function candidates(password: string): string[] {
  const lower = password.toLowerCase();
  const noSpecials = lower.replace(/[^a-z0-9]+$/, '');
  const base = noSpecials.replace(/\d{1,4}$/, '');
  const unleet = (s: string) => s.replace(/[@4310!$57]/g, (c) => LEET[c]);
  return [lower, noSpecials, base, unleet(lower), unleet(noSpecials), unleet(noSpecials).replace(/[^a-z]+$/, '')];
}

/** Whether a password is one of the most common ones or a decorated form of one. */
export function isCommonPassword(password: string): boolean {
  return candidates(password).some((c) => c.length > 0 && COMMON.has(c));
}
