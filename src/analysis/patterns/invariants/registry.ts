// Every invariant check by the name the pattern catalogue (and derived rules) refer to it.
import type { CodeModel } from '../../code/model.js';
import type { CheckOutcome } from '../check-types.js';
import { factoryCreates, builderFluent } from '../detectors-structure.js';
import { flyweightIntrinsicOnly, mementoEncapsulatedCopy, prototypeReturnsCopy } from '../detectors-state.js';
import { balksInsteadOfWaiting, bufferBetween, reusesWorkers, safePublication, sharedAcrossInstances, singleInstance } from './concurrency.js';
import { buildOnlyAtLastStep, buildsNewProduct, commandObjects, receivesDependencies, skeletonInBase } from './creation.js';
import {
  appendsEvents, compositesTestEveryPart, consultsMapFirst, defersWritesToCommit, encapsulatedAggregate, expressionTree, facadeOrchestrates,
  immutableValue, plainDataCarrier, sameCurrencyArithmetic, stagesFeedEachOther,
} from './data.js';
import { adaptsOtherType, forwardsToChildren, forwardsWhenUnhandled, wrapsAndForwards } from './delegation.js';
import { behaviourInStateObjects, doubleDispatchVisitor, interchangeableStrategies, noTypeConditionals } from './dispatch.js';
import { closesChannel, flagFollowsEveryChange, loadsOnFirstAccess, notifiesAfterChange, observersCanLeave, releaseReturnsToPool, subjectNotifiesObservers } from './lifecycle.js';
import { boundedRetries, recoversThroughHalfOpen, refusesOverLimit } from './resilience.js';
import type { InvariantCheck, InvariantOutcome } from './types.js';
import { BEHAVIOUR_CHECKS } from './behaviour/index.js';
import { STRUCTURE_CHECKS } from './structure/index.js';
import { ARCHITECTURE_CHECKS } from './architecture/index.js';

/** A detector of the earlier generation, read as an invariant check (it says when the pattern is absent). */
const fromDetector = (detect: (m: CodeModel) => CheckOutcome): InvariantCheck => (model) => {
  const outcome = detect(model);
  return { passed: outcome.passed, findings: outcome.findings, ...(outcome.absent ? { absent: true } : {}) } satisfies InvariantOutcome;
};

const CORE_CHECKS = {
  'wraps-and-forwards': wrapsAndForwards,
  'forwards-when-unhandled': forwardsWhenUnhandled,
  'forwards-to-children': forwardsToChildren,
  'adapts-other-type': adaptsOtherType,
  'behaviour-in-state-objects': behaviourInStateObjects,
  'double-dispatch-visitor': doubleDispatchVisitor,
  'no-type-conditionals': noTypeConditionals,
  'interchangeable-strategies': interchangeableStrategies,
  'release-returns-to-pool': releaseReturnsToPool,
  'loads-on-first-access': loadsOnFirstAccess,
  'flag-follows-every-change': flagFollowsEveryChange,
  'closes-channel': closesChannel,
  'notifies-after-change': notifiesAfterChange,
  'observers-can-leave': observersCanLeave,
  'subject-notifies-observers': subjectNotifiesObservers,
  'recovers-through-half-open': recoversThroughHalfOpen,
  'bounded-retries': boundedRetries,
  'refuses-over-limit': refusesOverLimit,
  'single-instance': singleInstance,
  'safe-publication': safePublication,
  'shared-across-instances': sharedAcrossInstances,
  'balks-instead-of-waiting': balksInsteadOfWaiting,
  'buffer-between': bufferBetween,
  'reuses-workers': reusesWorkers,
  'builds-new-product': buildsNewProduct,
  'build-only-at-last-step': buildOnlyAtLastStep,
  'receives-dependencies': receivesDependencies,
  'skeleton-in-base': skeletonInBase,
  'command-objects': commandObjects,
  'stages-feed-each-other': stagesFeedEachOther,
  'composites-test-every-part': compositesTestEveryPart,
  'consults-map-first': consultsMapFirst,
  'defers-writes-to-commit': defersWritesToCommit,
  'facade-orchestrates': facadeOrchestrates,
  'plain-data-carrier': plainDataCarrier,
  'same-currency-arithmetic': sameCurrencyArithmetic,
  'immutable-value': immutableValue,
  'encapsulated-aggregate': encapsulatedAggregate,
  'appends-events': appendsEvents,
  'expression-tree': expressionTree,
  'flyweight-intrinsic-only': fromDetector(flyweightIntrinsicOnly),
  'memento-encapsulated-copy': fromDetector(mementoEncapsulatedCopy),
  'prototype-returns-copy': fromDetector(prototypeReturnsCopy),
  'factory-creates': fromDetector(factoryCreates),
  'builder-fluent': fromDetector(builderFluent),
} satisfies Record<string, InvariantCheck>;

/** Every invariant check by name; a name defined twice is a programming error caught by the tests. */
export const INVARIANT_CHECKS: Readonly<Record<string, InvariantCheck>> = { ...CORE_CHECKS, ...BEHAVIOUR_CHECKS, ...STRUCTURE_CHECKS, ...ARCHITECTURE_CHECKS };

/** Names defined in more than one of the check modules. */
export function duplicateCheckNames(): string[] {
  const seen = new Map<string, number>();
  for (const names of [Object.keys(CORE_CHECKS), Object.keys(BEHAVIOUR_CHECKS), Object.keys(STRUCTURE_CHECKS), Object.keys(ARCHITECTURE_CHECKS)]) for (const n of names) seen.set(n, (seen.get(n) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([name]) => name);
}
