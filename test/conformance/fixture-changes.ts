// Fixture tools that change the tool or prompt list, so the suite can watch change streams
// announce it; the mount's change source reports their versions to every open stream.
import type { ChangeSource } from '../../src/mcp/change-source';
import type { MountedTool } from '../../src/mcp/mounts';
import { fixtureTool } from './fixture-content';

const versions = { tools: 0, prompts: 0 };

/** What open streams watch besides the build: polled often, so a trigger is announced within 100 ms. */
export const fixtureChanges: ChangeSource = {
  pollMs: 100,
  async versions() {
    return { tools: String(versions.tools), prompts: String(versions.prompts), resources: '' };
  },
};

export const changeTools: MountedTool[] = [
  fixtureTool('test_trigger_tool_change', 'Changes the tool list.', async () => {
    versions.tools += 1;
    return { content: [{ type: 'text', text: 'Tool list changed' }] };
  }),
  fixtureTool('test_trigger_prompt_change', 'Changes the prompt list.', async () => {
    versions.prompts += 1;
    return { content: [{ type: 'text', text: 'Prompt list changed' }] };
  }),
];
