// Issue 17: units arrive as UCUM codes, made for machines ('10*3/uL',
// 'u[IU]/mL', 'mL/min/{1.73_m2}'); the screen writes them as people read
// them. The FHIR export keeps the codes themselves.

const SUPERSCRIPTS = new Map([...'0123456789'].map((digit, index) => [digit, '⁰¹²³⁴⁵⁶⁷⁸⁹'.charAt(index)]));

function unitPart(part: string): string {
  return part
    .replace(/^\{(.*)\}$/, (_, annotation: string) => annotation.replace(/_/g, ' '))
    .replace(/\[([^\]]*)\]/g, '$1')
    .replace(/10\*(\d+)/g, (_, power: string) => `10${[...power].map((digit) => SUPERSCRIPTS.get(digit) ?? digit).join('')}`)
    .replace(/^u(?=[a-zA-Z])/, 'µ');
}

export function unitText(ucum: string): string {
  return ucum.split('/').map(unitPart).join('/');
}
