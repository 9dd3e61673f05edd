// ADR metadata read from real corpus samples, one table row per style real ADR logs use.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseDoc, type AdrMetadata } from '../../../src/docs/index';
import brighterFm from '../../../../shared/corpus/brighter/docs/adr/0053-pipeline-validation-at-startup.md?raw';
import jabref45 from '../../../../shared/corpus/jabref/docs/decisions/0045-use-input-flag-always-for-input-files.md?raw';
import jabref57 from '../../../../shared/corpus/jabref/docs/decisions/0057-allow-positional-input-file-argument.md?raw';
import govukAws10 from '../../../../shared/corpus/govuk-aws/docs/architecture/decisions/0010-terraform-directory-structure.md?raw';
import govukAws17 from '../../../../shared/corpus/govuk-aws/docs/architecture/decisions/0017-terraform-data-structure.md?raw';
import cisa12 from '../../../../shared/corpus/cisa-manage-get-gov/docs/architecture/decisions/0012-user-models.md?raw';
import arachne7 from '../../../../shared/corpus/arachne-architecture/adr-007-configuration-updates.md?raw';
import celestia9 from '../../../../shared/corpus/celestia-app/docs/architecture/adr-009-non-interactive-default-rules-for-reduced-padding.md?raw';
import celestia6 from '../../../../shared/corpus/celestia-app/docs/architecture/adr-006-non-interactive-defaults.md?raw';
import log4brainsOld from '../../../../shared/corpus/log4brains/docs/adr/20200926-use-the-adr-number-as-its-unique-id.md?raw';
import easi5 from '../../../../shared/corpus/easi-app/docs/adr/0005-frontend-toolchain-choice.md?raw';
import grantsSoap from '../../../../shared/corpus/simpler-grants-gov/documentation/wiki/product/decisions/adr/2025-03-24-migrate-existing-api-consumers.md?raw';
import grantsBoldActive from '../../../../shared/corpus/simpler-grants-gov/documentation/wiki/product/decisions/adr/participatory-budgeting-co-planning-pilot-tool.md?raw';
import nats7 from '../../../../shared/corpus/nats-architecture-and-design/adr/ADR-7.md?raw';
import moj21 from '../../../../shared/corpus/moj-cloud-platform/architecture-decision-record/021-Multi-cluster.md?raw';
import moj22 from '../../../../shared/corpus/moj-cloud-platform/architecture-decision-record/022-EKS.md?raw';
import moj34 from '../../../../shared/corpus/moj-cloud-platform/architecture-decision-record/034-EKS-Fargate.md?raw';
import cometbft105 from '../../../../shared/corpus/cometbft/docs/references/architecture/adr-105-refactor-mempool-senders.md?raw';
import cometbft36 from '../../../../shared/corpus/cometbft/docs/references/architecture/tendermint-core/adr-036-empty-blocks-abci.md?raw';
import dotcomReact from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/003-react.md?raw';
import dotcomAmp from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/030-amp-removal.md?raw';
import dotcomHistoric16 from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/historic-adrs/016-react-context-api.md?raw';
import edcTracing from '../../../../shared/corpus/eclipse-edc-connector/docs/developer/decision-records/2022-02-07-tracing/README.md?raw';
import rasterFoundry6 from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0006-workflow-manager.md?raw';

const ADR_CONFIG = { ...DEFAULT_CONFIG, kinds: [{ kind: 'adr' as const, match: ['**'] }] };

async function adrOf(path: string, content: string): Promise<AdrMetadata> {
  const doc = await parseDoc({ path, content }, ADR_CONFIG);
  expect(doc.kind).toBe('adr');
  return doc.adr!;
}

interface Case {
  style: string;
  path: string;
  content: string;
  expected: Partial<AdrMetadata>;
}

const cases: Case[] = [
  {
    style: 'front matter status and slug id',
    path: 'brighter/docs/adr/0053-pipeline-validation-at-startup.md',
    content: brighterFm,
    expected: { id: '53', idText: '0053', status: 'accepted', statusText: 'Accepted', date: '2026-02-25' },
  },
  {
    style: 'front matter "superseded by ADR-0057"',
    path: 'jabref/docs/decisions/0045-use-input-flag-always-for-input-files.md',
    content: jabref45,
    expected: { id: '45', status: 'superseded', statusText: 'superseded by ADR-0057' },
  },
  {
    style: 'front matter "accepted; supersedes ADR-0045"',
    path: 'jabref/docs/decisions/0057-allow-positional-input-file-argument.md',
    content: jabref57,
    expected: { id: '57', status: 'accepted' },
  },
  {
    style: 'Nygard section with "Amended by" prose',
    path: 'govuk-aws/docs/architecture/decisions/0010-terraform-directory-structure.md',
    content: govukAws10,
    expected: { id: '10', idText: '0010', status: 'accepted', statusText: 'Accepted', date: '2017-07-04' },
  },
  {
    style: 'Nygard section whose status is "Superseded by [link]"',
    path: 'cisa-manage-get-gov/docs/architecture/decisions/0012-user-models.md',
    content: cisa12,
    expected: { id: '12', status: 'superseded' },
  },
  {
    style: 'Nygard section in capitals, after the context',
    path: 'arachne-architecture/adr-007-configuration-updates.md',
    content: arachne7,
    expected: { id: '7', idText: 'adr-007', status: 'proposed', statusText: 'PROPOSED' },
  },
  {
    style: 'Tendermint section "Implemented. Superseded by [ADR-013]"',
    path: 'celestia-app/docs/architecture/adr-009-non-interactive-default-rules-for-reduced-padding.md',
    content: celestia9,
    expected: { id: '9', status: 'implemented' },
  },
  {
    style: 'Tendermint "Reverted"',
    path: 'cometbft/docs/references/architecture/adr-105-refactor-mempool-senders.md',
    content: cometbft105,
    expected: { id: '105', idText: 'adr-105', status: 'deprecated', statusText: 'Reverted' },
  },
  {
    style: 'status section at the end of the doc',
    path: 'dotcom-rendering/dotcom-rendering/docs/architecture/003-react.md',
    content: dotcomReact,
    expected: { id: '3', status: 'accepted' },
  },
  {
    style: 'status heading typed with a no-break space ("##\u00a0Status")',
    path: 'dotcom-rendering/dotcom-rendering/docs/architecture/030-amp-removal.md',
    content: dotcomAmp,
    expected: { id: '30', status: 'accepted', statusText: 'Approved' },
  },
  {
    style: 'MADR 2 bullets with "superseded by [link]"',
    path: 'log4brains/docs/adr/20200926-use-the-adr-number-as-its-unique-id.md',
    content: log4brainsOld,
    expected: { status: 'superseded', date: '2020-09-26' },
  },
  {
    style: 'MADR bullet with the template choice list left in',
    path: 'easi-app/docs/adr/0005-frontend-toolchain-choice.md',
    content: easi5,
    expected: { id: '5', status: 'proposed' },
  },
  {
    style: 'bold label bullet "Superseded By [link]"',
    path: 'simpler-grants-gov/documentation/wiki/product/decisions/adr/2025-03-24-migrate-existing-api-consumers.md',
    content: grantsSoap,
    expected: { status: 'superseded', date: '2025-04-23', deciders: ['Julius', 'Lucas'] },
  },
  {
    style: 'bold label "**Status: Active**" with a hard break',
    path: 'simpler-grants-gov/documentation/wiki/product/decisions/adr/participatory-budgeting-co-planning-pilot-tool.md',
    content: grantsBoldActive,
    expected: { status: 'accepted', statusText: 'Active' },
  },
  {
    style: 'metadata table',
    path: 'nats-architecture-and-design/adr/ADR-7.md',
    content: nats7,
    expected: { id: '7', idText: 'ADR-7', status: 'implemented', statusText: 'Partially Implemented', date: '2021-05-12' },
  },
  {
    style: 'emoji "⌛️ Superseded by [036. …]"',
    path: 'moj-cloud-platform/architecture-decision-record/021-Multi-cluster.md',
    content: moj21,
    expected: { id: '21', status: 'superseded' },
  },
  {
    style: 'emoji "✅ Accepted" (later per-item **Status**: lines ignored)',
    path: 'moj-cloud-platform/architecture-decision-record/022-EKS.md',
    content: moj22,
    expected: { id: '22', status: 'accepted', statusText: '✅ Accepted' },
  },
  {
    style: 'emoji "🤔 Incomplete"',
    path: 'moj-cloud-platform/architecture-decision-record/034-EKS-Fargate.md',
    content: moj34,
    expected: { id: '34', status: 'draft', statusText: '🤔 Incomplete' },
  },
  {
    style: 'unfilled template "{Deprecated|Proposed|Accepted|Declined}" under template guidance',
    path: 'cometbft/docs/references/architecture/tendermint-core/adr-036-empty-blocks-abci.md',
    content: cometbft36,
    expected: { id: '36', status: 'unknown' },
  },
  {
    style: 'dated folder with README and no status',
    path: 'eclipse-edc-connector/docs/developer/decision-records/2022-02-07-tracing/README.md',
    content: edcTracing,
    expected: { status: 'unknown', date: '2022-02-07' },
  },
];

describe('ADR metadata from real ADR styles', () => {
  it.each(cases)('should read $style', async ({ path, content, expected }) => {
    const adr = await adrOf(path, content);
    expect(adr).toMatchObject(expected);
  });

  it('should give dated slugs no numeric id', async () => {
    expect((await adrOf('log4brains/docs/adr/20200926-use-the-adr-number-as-its-unique-id.md', log4brainsOld)).id).toBeUndefined();
    expect((await adrOf('eclipse-edc-connector/docs/developer/decision-records/2022-02-07-tracing/README.md', edcTracing)).id).toBeUndefined();
  });
});

describe('ADR relations as written', () => {
  it.each([
    {
      name: 'front matter status phrase',
      path: 'jabref/docs/decisions/0045-use-input-flag-always-for-input-files.md',
      content: jabref45,
      relation: { type: 'superseded_by', ref: 'ADR-0057', line: 4 },
    },
    {
      name: '"which this decision supersedes" after a link',
      path: 'jabref/docs/decisions/0057-allow-positional-input-file-argument.md',
      content: jabref57,
      relation: { type: 'supersedes', ref: '0045-use-input-flag-always-for-input-files.md' },
    },
    {
      name: 'Nygard "Amended by [17. …](…)"',
      path: 'govuk-aws/docs/architecture/decisions/0010-terraform-directory-structure.md',
      content: govukAws10,
      relation: { type: 'amended_by', ref: '0017-terraform-data-structure.md' },
    },
    {
      name: 'Nygard "Amends [10. …](…)"',
      path: 'govuk-aws/docs/architecture/decisions/0017-terraform-data-structure.md',
      content: govukAws17,
      relation: { type: 'amends', ref: '0010-terraform-directory-structure.md' },
    },
    {
      name: 'emoji status link',
      path: 'moj-cloud-platform/architecture-decision-record/021-Multi-cluster.md',
      content: moj21,
      relation: { type: 'superseded_by', ref: '036-multi-cluster.md' },
    },
    {
      name: 'bold label link with ../ path',
      path: 'simpler-grants-gov/documentation/wiki/product/decisions/adr/2025-03-24-migrate-existing-api-consumers.md',
      content: grantsSoap,
      relation: { type: 'superseded_by', ref: '../../decisions/adr/2025-05-09-revisiting-soap-proxy.md' },
    },
    {
      name: 'bare file name in a status section',
      path: 'dotcom-rendering/dotcom-rendering/docs/architecture/historic-adrs/016-react-context-api.md',
      content: dotcomHistoric16,
      relation: { type: 'superseded_by', ref: '028-react-context-api.md' },
    },
    {
      name: 'prose with an ADR number in backticks',
      path: 'raster-foundry/docs/architecture/adr-0006-workflow-manager.md',
      content: rasterFoundry6,
      relation: { type: 'superseded_by', ref: 'ADR-0019' },
    },
  ])('should find a relation stated by $name', async ({ path, content, relation }) => {
    const adr = await adrOf(path, content);
    expect(adr.relations).toContainEqual(expect.objectContaining(relation));
  });

  it('should mark "parts of this ADR were superseded" as partial', async () => {
    const adr = await adrOf('celestia-app/docs/architecture/adr-006-non-interactive-defaults.md', celestia6);
    expect(adr.status).toBe('implemented');
    expect(adr.relations).toEqual([
      expect.objectContaining({ type: 'superseded_by', ref: './adr-020-deterministic-square-construction.md', partial: true }),
    ]);
  });

  it('should not read "superseded by log4j" in prose as a relation', async () => {
    const content = '# Logging\n\n## Status\n\nAccepted\n\n## Context\n\nCommons logging is superseded by log4j.\n';
    const adr = await adrOf('docs/adr/0002-logging.md', content);
    expect(adr.relations).toEqual([]);
  });
});
