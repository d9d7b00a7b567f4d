/** spec/03 2 Email Log: the status capitalised, or the 'Unknown' given when empty. */
export function emailStatusLabel(status: string, unknown: string): string {
  const text = status.trim();
  return text === '' ? unknown : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
