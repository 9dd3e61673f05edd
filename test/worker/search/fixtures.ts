// Small, realistic docs for the search tests: two orgs' ADR folders (ids collide), a superseded decision, guidelines, a pattern.
import type { IndexableDoc } from '../../../src/search';

function doc(partial: Partial<IndexableDoc> & Pick<IndexableDoc, 'path' | 'title' | 'kind'>): IndexableDoc {
  return { supersededBy: [], tags: [], aliases: [], sections: [], ...partial };
}

export const FIXTURE_DOCS: IndexableDoc[] = [
  doc({
    path: 'payments/adr/0012-use-postgres-for-ledger.md',
    title: 'Use PostgreSQL for the ledger',
    kind: 'adr',
    status: 'accepted',
    adrId: '12',
    tags: ['database'],
    sections: [
      { anchor: 'context', heading: 'Context', text: 'The ledger needs transactions across accounts and strong consistency.' },
      { anchor: 'decision', heading: 'Decision', text: 'We will store the ledger in PostgreSQL with serializable isolation.' },
    ],
  }),
  doc({
    path: 'web/adr/0012-adopt-react-context.md',
    title: 'Adopt React context for configuration',
    kind: 'adr',
    status: 'accepted',
    adrId: '12',
    tags: ['frontend'],
    sections: [
      { anchor: 'decision', heading: 'Decision', text: 'Components read immutable application configuration through React context instead of prop drilling.' },
    ],
  }),
  doc({
    path: 'web/adr/0004-message-queue-rabbitmq.md',
    title: 'Use RabbitMQ as the message queue',
    kind: 'adr',
    status: 'superseded',
    adrId: '4',
    supersededBy: ['web/adr/0009-message-queue-kafka.md'],
    tags: ['messaging'],
    sections: [
      { anchor: 'decision', heading: 'Decision', text: 'Services publish events to a RabbitMQ message queue for asynchronous processing.' },
    ],
  }),
  doc({
    path: 'web/adr/0009-message-queue-kafka.md',
    title: 'Use Kafka as the message queue',
    kind: 'adr',
    status: 'accepted',
    adrId: '9',
    tags: ['messaging'],
    sections: [
      { anchor: 'decision', heading: 'Decision', text: 'Services publish events to a Kafka message queue; it replaces RabbitMQ for asynchronous processing.' },
    ],
  }),
  doc({
    path: 'web/adr/0010-graphql-gateway.md',
    title: 'GraphQL gateway',
    kind: 'adr',
    status: 'rejected',
    adrId: '10',
    tags: ['api'],
    sections: [{ anchor: 'decision', heading: 'Decision', text: 'We will not put a GraphQL gateway in front of the message queue consumers.' }],
  }),
  doc({
    path: 'guides/deployment-strategies.md',
    title: 'Choosing a deployment strategy',
    kind: 'guideline',
    tags: ['delivery', 'operations'],
    sections: [
      { heading: '', text: 'How to roll out a release safely.' },
      {
        anchor: 'blue-green',
        heading: 'Blue-green deployments',
        text:
          'Run two identical production environments. Traffic switches from blue to green at once, and rolling back means switching again. ' +
          'This doubles infrastructure cost for the duration of the release.',
      },
      {
        anchor: 'canary',
        heading: 'Canary releases',
        text: 'Send a small share of traffic to the new version first and watch error rates before widening the rollout to everyone.',
      },
    ],
  }),
  doc({
    path: 'guides/signing-commits.md',
    title: 'Signing git commits',
    kind: 'guideline',
    tags: ['security'],
    sections: [{ anchor: 'why', heading: 'Why sign', text: 'Signed commits prove who wrote a change. Configure git to sign every commit with an SSH or GPG key.' }],
  }),
  doc({
    path: 'patterns/page-object.md',
    title: 'Page Object',
    kind: 'pattern',
    aliases: ['PageObject'],
    tags: ['testing'],
    sections: [
      { anchor: 'intent', heading: 'Intent', text: 'Give every screen of the app a class that knows its buttons and fields, so browser tests click through methods and a layout change touches one class instead of every test.' },
    ],
  }),
];
