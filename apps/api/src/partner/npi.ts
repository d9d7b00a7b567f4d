// The National Provider Identifier's check digit (CMS, "NPI check digit"):
// the Luhn formula over the card issuer prefix 80840 and the NPI's first
// nine digits, so a ten-digit NPI can be checked without a registry.

const NPI_PREFIX = '80840';

/** Luhn: from the right, every second digit doubled (its digits summed); the check digit tops the sum up to a multiple of ten. */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((character, index) => {
    const digit = Number(character);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  });
  return (10 - (sum % 10)) % 10;
}

/** A ten-digit NPI from its first nine digits. */
export function npiWithCheckDigit(firstNine: string): string {
  if (!/^[12]\d{8}$/.test(firstNine)) throw new Error('An NPI starts with 1 or 2 and has nine digits before its check digit.');
  return `${firstNine}${luhnCheckDigit(`${NPI_PREFIX}${firstNine}`)}`;
}

export function isValidNpi(npi: string): boolean {
  return /^[12]\d{9}$/.test(npi) && npiWithCheckDigit(npi.slice(0, 9)) === npi;
}
