// Across all structure families: every structure check has an upheld and a failing sample, and findings point at a line of the submitted code.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis';
import { INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';
import { STRUCTURE_CHECKS } from '../../../src/analysis/patterns/invariants/structure/index';
import type { Sample } from './structure-invariants-judge';
import { samples as repositories } from './structure-invariants-samples/repositories';
import { samples as domainLogic } from './structure-invariants-samples/domain-logic';
import { samples as serviceLayer } from './structure-invariants-samples/service-layer';
import { samples as gateways } from './structure-invariants-samples/gateways';
import { samples as lookup } from './structure-invariants-samples/lookup';
import { samples as factories } from './structure-invariants-samples/factories';
import { samples as testing } from './structure-invariants-samples/testing';
import { samples as parameters } from './structure-invariants-samples/parameters';
import { samples as immutableData } from './structure-invariants-samples/immutable-data';
import { samples as nullObjects } from './structure-invariants-samples/null-objects';
import { samples as rolesAndTypes } from './structure-invariants-samples/roles-and-types';
import { samples as delegation } from './structure-invariants-samples/delegation';
import { samples as components } from './structure-invariants-samples/components';
import { samples as visitorsProxies } from './structure-invariants-samples/visitors-proxies';
import { samples as iteratorsConverters } from './structure-invariants-samples/iterators-converters';
import { samples as resources } from './structure-invariants-samples/resources';
import { samples as caching } from './structure-invariants-samples/caching';
import { samples as sessionsLocality } from './structure-invariants-samples/sessions-locality';
import { samples as documents } from './structure-invariants-samples/documents';
import { samples as mappings } from './structure-invariants-samples/mappings';

/** Every family's samples. */
const samples: Sample[] = [...repositories, ...domainLogic, ...serviceLayer, ...gateways, ...lookup, ...factories, ...testing, ...parameters, ...immutableData, ...nullObjects, ...rolesAndTypes, ...delegation, ...components, ...visitorsProxies, ...iteratorsConverters, ...resources, ...caching, ...sessionsLocality, ...documents, ...mappings];

describe('structure invariant checks', () => {
  it('should test every structure check with an upheld and a failing sample', () => {
    const judged = (check: string, ok: boolean) => samples.some((s) => s.verdicts[check] !== undefined && (s.verdicts[check] === 'ok') === ok);
    const untested = Object.keys(STRUCTURE_CHECKS).filter((c) => !judged(c, true) || !judged(c, false));
    expect(untested).toEqual([]);
  });

  it('should point findings at a line of the submitted code', () => {
    const outcome = INVARIANT_CHECKS['script-writes-back'](buildCodeModel(samples.find((s) => s.name === 'a booking script that forgets to write the room back')!.code, 'java'), {});
    expect(outcome.findings[0].line).toBe(8);
  });
});
