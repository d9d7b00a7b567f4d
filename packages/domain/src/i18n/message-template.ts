// A message the server composes is a template of the catalogue with named
// placeholders in single braces, "{name} has been added to your cart.", so
// each language can place the values where its grammar wants them.

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The template with each {placeholder} replaced by its value; a placeholder with no value stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const given = new Map(Object.entries(values));
  return template.replace(PLACEHOLDER, (whole, name: string) => given.get(name) ?? whole);
}

/** The names of a template's placeholders, each once, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}
