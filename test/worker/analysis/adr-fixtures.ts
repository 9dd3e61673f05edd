// Decision logs of two made-up projects, for the ADR alignment tests: a harbour's berth booking
// system (MADR and Nygard records, a supersession written down and one only implied by a later
// removal) and a rail yard whose feature-flag decision looks like one of the harbour's.
import { type AdrRef, buildAdrKnowledge, lexiconWith } from '../../../src/analysis';
import { inMemoryFrames } from '../../../src/analysis/adr/frame-buckets';

export const ADR_FILES: Record<string, string> = {
  'harbour/adr/0001-record-decisions-in-the-wiki.md': `# Record decisions in the wiki

## Status

Accepted

## Decision

We will write each architecture decision as a page in the team wiki, under Decisions.
`,
  'harbour/adr/0002-record-decisions-as-markdown-in-the-repository.md': `# Record decisions as Markdown in the repository

## Status

Accepted. Supersedes ADR-0001.

## Decision

We will keep architecture decisions as numbered Markdown files next to the code, reviewed in pull requests like any change.
`,
  'harbour/adr/0003-berth-booking-api-framework.md': `# Use Fastify for the berth booking API

## Context and Problem Statement

The berth booking API needs a Node.js server framework with request validation built in.

## Considered Options

* Fastify
* NestJS
* Express

## Decision Outcome

Chosen option: "Fastify", because its schema-first routes validate every request and its plugins stay small.
`,
  'harbour/adr/0004-use-jenkins-for-ci.md': `# Use Jenkins for CI

## Status

Superseded by ADR-0011

## Decision

We will build and test every harbour service on the Jenkins server in the operations room.
`,
  'harbour/adr/0005-store-manifests-in-object-storage.md': `# Store cargo manifests in object storage

## Context

Scanned cargo manifests are PDF files of up to 40 MB, kept for seven years.

## Decision

We will keep every scanned manifest as an object in an S3 bucket, named by its manifest number, with a lifecycle rule that moves it to cold storage after a year.
`,
  'harbour/adr/0006-printed-runbooks-in-crane-cabins.md': `# Runbooks in the crane cabins

## Considered Options

* Laminated paper runbooks
* A tablet app

## Decision Outcome

Chosen option: "Laminated paper runbooks", because tablets fail in the cold and the cabins have no reliable radio link.
`,
  'harbour/adr/0007-services-exchange-integration-events.md': `# Services exchange integration events

## Decision

Services tell each other about changes by publishing integration events on the message bus, and each keeps its own copy of what it needs.
A service must not call another service's HTTP endpoints synchronously to change or read its data.
`,
  'harbour/adr/0008-manifest-ftp-export.md': `# Manifest FTP export

## Decision

We will push a nightly FTP export of the day's manifests to the customs office.
`,
  'harbour/adr/0009-configuration-files-for-feature-flags.md': `# Use configuration files for feature flags

## Decision

Feature flags live in each service's configuration file and change with a deploy. We will not use LaunchDarkly or any other hosted flag service.
`,
  'harbour/adr/0010-avoid-moment-js.md': `# Avoid Moment.js

## Decision

New code formats and parses dates with date-fns. Moment.js should be avoided: it is large and its objects are mutable.
`,
  'harbour/adr/0011-move-ci-to-github-actions.md': `# Move CI to GitHub Actions

## Decision

We will run every build and test of the harbour services on GitHub Actions and switch off the Jenkins server.
`,
  'harbour/adr/0012-manifest-ftp-export-removal.md': `# Manifest FTP export removal

## Decision

The customs office now reads manifests from the manifest API, so the nightly FTP export is switched off and its job deleted.
`,
  'railyard/decisions/0002-use-launchdarkly-for-feature-flags.md': `# Use LaunchDarkly for feature flags

## Decision

We will manage every feature flag of the yard scheduling system in LaunchDarkly, so operators can switch flags without a deploy.
`,
};

export const lexicon = lexiconWith();
export const adrDocs = Object.entries(ADR_FILES).map(([path, body]) => ({ path, body, title: /^#\s+(.*)$/m.exec(body)?.[1] ?? path }));
export const built = buildAdrKnowledge(adrDocs, lexicon);
export const knowledge = built.knowledge;
const refs = new Map<string, AdrRef>(adrDocs.map((d) => [d.path, { uri: `arch://docs/${d.path}`, path: d.path, title: d.title, adrId: /\/(\d{4})-/.exec(d.path)![1], status: 'accepted', supersededBy: [] }]));

/** A stand-in for the search index: every ADR, scored by the longer words it shares with the text. */
const retrieve = (text: string) => adrDocs
  .map((d) => ({ path: d.path, score: text.toLowerCase().split(/\W+/).filter((w) => w.length > 3 && d.body.toLowerCase().includes(w)).length }))
  .filter((c) => c.score > 0)
  .sort((a, b) => b.score - a.score);

// The engine's own labels: which of them speak as verdicts is the calibration's business (model-judge tests).
export const alignmentDeps = { retrieve, lookup: (p: string) => refs.get(p), knowledge, frames: inMemoryFrames(built.frames, knowledge.logs), adrPaths: adrDocs.map((d) => d.path), lexicon, calibration: null };
