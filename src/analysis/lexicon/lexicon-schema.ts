// The shape of an alternatives lexicon: families of options that compete for one concern, and
// words that mean the same thing. The built-in lexicon and an organisation's additions share it.
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'lowercase letters, digits, dots and dashes');
/** A name as it appears in prose; a leading "~" marks a common word that only counts beside the family's cues. */
const name = z.string().trim().min(1).max(80);

export const memberSchema = z
  .object({
    id: slug.max(60),
    label: z.string().trim().min(1).max(80),
    /** A broader member of the same family this one is a kind of (PostgreSQL is a relational database). */
    is: slug.max(60).optional(),
    names: z.array(name).min(1).max(80),
    /** Names matched only with this exact capitalisation ("Go", "Spring"). */
    cased: z.array(name).max(20).optional(),
  })
  .strict();

export const familySchema = z
  .object({
    id: slug.max(60),
    /** The concern the members compete for, as a short phrase. */
    concern: z.string().trim().min(1).max(120),
    /** Words that show a text is about this concern. */
    cues: z.array(name).max(60).default([]),
    /** Whether one choice excludes the others (a primary database); false where several coexist (distribution channels). */
    exclusive: z.boolean().default(true),
    members: z.array(memberSchema).min(2).max(60),
  })
  .strict();

export const lexiconSchema = z
  .object({
    version: z.literal(1).default(1),
    families: z.array(familySchema).max(500),
    /** Groups of words used interchangeably when comparing a proposal with a decision. */
    equivalents: z.array(z.array(name).min(2).max(20)).max(500).default([]),
  })
  .strict();

export type LexiconMember = z.infer<typeof memberSchema>;
export type LexiconFamily = z.infer<typeof familySchema>;
export type LexiconData = z.infer<typeof lexiconSchema>;

/** Checks that every `is` names a member of its family and that ids are unique. */
export function lexiconProblems(data: LexiconData): string[] {
  const problems: string[] = [];
  const familyIds = new Set<string>();
  data.families.forEach((f, i) => {
    if (familyIds.has(f.id)) problems.push(`families[${i}].id: "${f.id}" is used twice`);
    familyIds.add(f.id);
    const ids = new Set(f.members.map((m) => m.id));
    if (ids.size !== f.members.length) problems.push(`families[${i}] (${f.id}): member ids must be unique`);
    f.members.forEach((m, j) => {
      if (m.is && !ids.has(m.is)) problems.push(`families[${i}].members[${j}].is: "${m.is}" is not a member of ${f.id}`);
      if (m.is === m.id) problems.push(`families[${i}].members[${j}].is: a member cannot be a kind of itself`);
    });
  });
  return problems;
}

/**
 * The built-in lexicon with an organisation's additions: a family with a known id gains members and
 * names (a member with a known id gains names), new families are added, equivalents are appended.
 */
export function mergeLexicons(base: LexiconData, extra: LexiconData | undefined): LexiconData {
  if (!extra) return base;
  const families = base.families.map((f) => ({ ...f, cues: [...f.cues], members: f.members.map((m) => ({ ...m, names: [...m.names] })) }));
  for (const add of extra.families) {
    const known = families.find((f) => f.id === add.id);
    if (!known) {
      families.push(add);
      continue;
    }
    known.cues = [...new Set([...known.cues, ...add.cues])];
    for (const m of add.members) {
      const member = known.members.find((x) => x.id === m.id);
      if (member) {
        member.names = [...new Set([...member.names, ...m.names])];
        if (m.cased) member.cased = [...new Set([...(member.cased ?? []), ...m.cased])];
      } else known.members.push(m);
    }
  }
  return { version: 1, families, equivalents: [...base.equivalents, ...extra.equivalents] };
}
