// Turning a name or phrase taken from the input into a literal inside a regular expression: every
// check that looks for a given identifier (a field, a type, an option) builds its pattern this way.

/** `s` with every regular-expression metacharacter escaped, so it matches only itself. */
export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
