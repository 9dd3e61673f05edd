// The prompt files compiled into the worker: every file in resources/prompts is bundled, parses,
// and refers only to tools the registry has. This is the build gate for our own prompts.
import { describe, expect, it } from 'vitest';
import { BUNDLED_PROMPT_FILES } from '../../../src/prompts/bundled';
import { checkPromptFiles } from '../../../src/prompts/check-prompts';
import { ALL_TOOLS } from '../../../src/tools/registry';

const onDisk = import.meta.glob('../../../resources/prompts/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('bundled prompts', () => {
  it('should bundle every file in resources/prompts, byte for byte', () => {
    const fromDisk = Object.entries(onDisk).map(([key, text]) => ({ path: key.replace('../../../', ''), text }));
    const sort = (files: { path: string; text: string }[]) => [...files].sort((a, b) => a.path.localeCompare(b.path));
    expect(sort([...BUNDLED_PROMPT_FILES])).toEqual(sort(fromDisk));
  });

  it('should parse every bundled prompt and refer only to registered tools', () => {
    const { prompts, problems } = checkPromptFiles(BUNDLED_PROMPT_FILES, { toolNames: new Set(ALL_TOOLS.map((t) => t.name)) });
    expect(problems).toEqual([]);
    expect(prompts.map((p) => p.name)).toEqual(expect.arrayContaining(['guided-pattern-validation', 'adr-alignment-review', 'architecture-review', 'draft-adr']));
  });
});
