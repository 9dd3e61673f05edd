// Prompt file syntax: front matter, role headings and references, with errors at file:line.
import { describe, expect, it } from 'vitest';
import { parsePromptFile } from '../../../src/prompts/prompt-file';

const HEAD = ['---', 'name: demo', 'title: Demo', 'description: A demo prompt.', 'arguments:', '  - name: topic', '    description: What to talk about.', '    required: true', '---'];

function file(...body: string[]): string {
  return [...HEAD, ...body].join('\n');
}

describe('parsePromptFile', () => {
  it('should split messages at role headings but not inside code fences', () => {
    const prompt = parsePromptFile('p.md', file('', '## user', '', 'Explain {{topic}}.', '```', '## assistant', '```', '', '## assistant', '', 'Sure.'));
    expect(prompt.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(prompt.messages[0]!.line).toBe(11);
    expect(prompt.arguments).toEqual([{ name: 'topic', description: 'What to talk about.', required: true }]);
  });

  it.each([
    ['an unknown reference', file('## user', 'See {{tool_list}} and {{topc}}.'), 11, /\{\{tool_list\}\} names no argument/],
    ['a reference on a later line', file('## user', 'line one', 'line two {{#if}}'), 12, /needs an argument name/],
    ['an unclosed #if', file('## user', '{{#if topic}}', 'text'), 11, /never closed/],
    ['a stray {{/if}}', file('## user', 'text {{/if}}'), 11, /without an open/],
    ['text before the first role heading', file('Intro', '## user', 'x'), 10, /belongs to no message/],
    ['an empty message', file('## user', '', '## assistant', 'x'), 10, /user message is empty/],
    ['no messages at all', file(''), 10, /no messages/],
    ['a resource that is not arch://', file('## user', '{{resource:https://example.com}}'), 11, /arch:\/\//],
    ['an unknown computed value', file('## user', '{{next_adr_numbr:x}}'), 11, /unknown reference/],
    ['a bad argument name in front matter', ['---', 'name: demo', 'title: T', 'description: D', 'arguments:', '  - name: Topic', '    description: x', '---', '## user', 'x'].join('\n'), 6, /"arguments.0.name": must be snake_case/],
    ['a missing description', ['---', 'name: demo', 'title: T', '---', '## user', 'x'].join('\n'), 2, /"description"/],
    ['an unknown front matter key', ['---', 'name: demo', 'title: T', 'description: D', 'model: gpt', '---', '## user', 'x'].join('\n'), 5, /model/],
    // The YAML parser notices the unclosed [ where the next key starts.
    ['invalid YAML', ['---', 'name: [demo', 'title: T', '---', '## user', 'x'].join('\n'), 3, /not valid YAML/],
  ])('should report %s with its file line', (_label, source, line, message) => {
    let error: Error | undefined;
    try {
      parsePromptFile('prompts/demo.md', source);
    } catch (err) {
      error = err as Error;
    }
    expect(error?.message).toMatch(new RegExp(`^prompts/demo\\.md:${line}: `));
    expect(error?.message).toMatch(message);
  });
});
