// The conformance suite's fixture resources, URI template and prompts, named and answering as its
// scenarios describe (test://static-text, test://template/{id}/data, test_simple_prompt, …).
import type { Server } from '@modelcontextprotocol/server';
import type { MountedPrompt, MountedResource, MountedTemplate } from '../../src/mcp/mounts';
import { PNG_BASE64 } from './fixture-content';

export const fixtureResources: MountedResource[] = [
  {
    resource: { uri: 'test://static-text', name: 'static-text', description: 'A fixed text resource.', mimeType: 'text/plain' },
    read: async () => ({ contents: [{ uri: 'test://static-text', mimeType: 'text/plain', text: 'This is the content of the static text resource.' }] }),
  },
  {
    resource: { uri: 'test://static-binary', name: 'static-binary', description: 'A fixed PNG image.', mimeType: 'image/png' },
    read: async () => ({ contents: [{ uri: 'test://static-binary', mimeType: 'image/png', blob: PNG_BASE64 }] }),
  },
  {
    resource: { uri: 'test://watched-resource', name: 'watched-resource', description: 'A resource 2025-era clients may subscribe to.', mimeType: 'text/plain' },
    read: async () => ({ contents: [{ uri: 'test://watched-resource', mimeType: 'text/plain', text: 'Watched resource content' }] }),
  },
];

const TEMPLATE = /^test:\/\/template\/([^/]+)\/data$/;

export const fixtureTemplates: MountedTemplate[] = [
  {
    template: { uriTemplate: 'test://template/{id}/data', name: 'template-data', description: 'Data for an id.', mimeType: 'application/json' },
    read(uri) {
      const id = TEMPLATE.exec(uri)?.[1];
      if (id === undefined) return undefined;
      const decoded = decodeURIComponent(id);
      return Promise.resolve({ contents: [{ uri, mimeType: 'application/json', text: JSON.stringify({ id: decoded, templateTest: true, data: `Data for ID: ${decoded}` }) }] });
    },
    complete: (variable, value) => (variable === 'id' ? ['1', '2', '3', '123'].filter((v) => v.startsWith(value)) : []),
  },
];

const ARG_SUGGESTIONS = ['paris', 'park', 'party', 'test', 'testing'];

export const fixturePrompts: MountedPrompt[] = [
  {
    prompt: { name: 'test_simple_prompt', description: 'A prompt without arguments.' },
    get: async () => ({ messages: [{ role: 'user', content: { type: 'text', text: 'This is a simple prompt for testing.' } }] }),
  },
  {
    prompt: {
      name: 'test_prompt_with_arguments',
      description: 'A prompt with two arguments.',
      arguments: [
        { name: 'arg1', description: 'First test argument', required: true },
        { name: 'arg2', description: 'Second test argument', required: true },
      ],
    },
    get: async (args) => ({ messages: [{ role: 'user', content: { type: 'text', text: `Prompt with arguments: arg1='${args.arg1 ?? ''}', arg2='${args.arg2 ?? ''}'` } }] }),
    complete: (argument, value) => (argument === 'arg1' || argument === 'arg2' ? ARG_SUGGESTIONS.filter((v) => v.startsWith(value.toLowerCase())) : []),
  },
  {
    prompt: {
      name: 'test_prompt_with_embedded_resource',
      description: 'A prompt embedding a resource.',
      arguments: [{ name: 'resourceUri', description: 'URI of the resource to embed', required: true }],
    },
    get: async (args) => ({
      messages: [
        { role: 'user', content: { type: 'resource', resource: { uri: args.resourceUri ?? 'test://static-text', mimeType: 'text/plain', text: 'Embedded resource content for testing.' } } },
        { role: 'user', content: { type: 'text', text: 'Please process the embedded resource above.' } },
      ],
    }),
  },
  {
    prompt: { name: 'test_prompt_with_image', description: 'A prompt with an image.' },
    get: async () => ({
      messages: [
        { role: 'user', content: { type: 'image', data: PNG_BASE64, mimeType: 'image/png' } },
        { role: 'user', content: { type: 'text', text: 'Please analyze the image above.' } },
      ],
    }),
  },
];

/** 2025-era resources/subscribe and unsubscribe: accepted and remembered (nothing here changes). */
export function installSubscriptions(server: Server): void {
  const subscribed = new Set<string>();
  server.setRequestHandler('resources/subscribe', (request) => {
    subscribed.add(request.params.uri);
    return {};
  });
  server.setRequestHandler('resources/unsubscribe', (request) => {
    subscribed.delete(request.params.uri);
    return {};
  });
}
