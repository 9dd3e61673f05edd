// Invariant checks of behavioural, concurrency, messaging and functional patterns, by catalogue name.
import type { InvariantCheck } from '../types.js';
import { actorsOnlyMessage, requestsRunOnOwnThread } from './actors.js';
import { promiseRunsCallbacks, reportsAsyncFailure, runsOffCallerThread } from './async.js';
import { deliversToTopicSubscribers, publishersUseBroker } from './broker.js';
import { callsBackAfterWork, dispatchesWithoutBlocking } from './callbacks.js';
import { filtersIntoNewContainer, mapsIndependentlyReducesAll, pipelineLeavesSourceIntact } from './collections.js';
import { electsLiveNode, measuresAtExit, promotesBeforeProcessing } from './coordination.js';
import { bindReturnsWrapper, combinatorsUseOperands, composesOutputIntoNext, curriedUsesEveryArgument, runsThunksInLoop } from './functional.js';
import { advancesByElapsedTime, drawsBackThenSwaps, loopRunsEveryPhase, skipsOperands, worldUpdatesEachEntity } from './game.js';
import { waitsInLoop, wakesWaiters } from './guarded-suspension.js';
import { acquireBlocksWhenExhausted, acquireRefusesWhenHeld, guardsSharedState, releaseOnlyByHolder, releaseReturnsPermit } from './locking.js';
import { colleaguesTalkThroughMediator } from './mediator.js';
import { boundsConcurrency, mergeClosesAfterAllSenders, splitClosesEveryOutput, waitsForAllWorkers } from './parallel.js';
import { publishesPolledData, reportsRealHealth, toggleReadAtRuntime } from './operations.js';
import { sendsPoisonPillLast, stopsOnPoisonPill } from './poison-pill.js';
import { queueDecouplesRequests } from './queues.js';
import { compensatesCompletedSteps, consumerBoundsDemand, fallsBackOnFailure, queuesFailedOperations } from './recovery.js';
import { collectsEveryError, engineEvaluatesEveryRule, filtersRunBeforeTarget } from './request-rules.js';
import { emitsEveryStateChange, storesEmitChange, viewsDispatchActions } from './state-flow.js';
import { clearsThreadLocal, contextPerThread, incrementsVersion, rejectsStaleVersion, skipsProcessedMessages } from './versioned-state.js';

/** The behavioural checks, by the name the catalogue's `check` field uses. */
export const BEHAVIOUR_CHECKS: Record<string, InvariantCheck> = {
  'waits-in-loop': waitsInLoop,
  'wakes-waiters': wakesWaiters,
  'colleagues-talk-through-mediator': colleaguesTalkThroughMediator,
  'publishers-use-broker': publishersUseBroker,
  'delivers-to-topic-subscribers': deliversToTopicSubscribers,
  'stops-on-poison-pill': stopsOnPoisonPill,
  'sends-poison-pill-last': sendsPoisonPillLast,
  'queue-decouples-requests': queueDecouplesRequests,
  'requests-run-on-own-thread': requestsRunOnOwnThread,
  'actors-only-message': actorsOnlyMessage,
  'runs-off-caller-thread': runsOffCallerThread,
  'reports-async-failure': reportsAsyncFailure,
  'promise-runs-callbacks': promiseRunsCallbacks,
  'calls-back-after-work': callsBackAfterWork,
  'dispatches-without-blocking': dispatchesWithoutBlocking,
  'waits-for-all-workers': waitsForAllWorkers,
  'bounds-concurrency': boundsConcurrency,
  'merge-closes-after-all-senders': mergeClosesAfterAllSenders,
  'split-closes-every-output': splitClosesEveryOutput,
  'promotes-before-processing': promotesBeforeProcessing,
  'elects-live-node': electsLiveNode,
  'measures-at-exit': measuresAtExit,
  'guards-shared-state': guardsSharedState,
  'acquire-refuses-when-held': acquireRefusesWhenHeld,
  'release-only-by-holder': releaseOnlyByHolder,
  'acquire-blocks-when-exhausted': acquireBlocksWhenExhausted,
  'release-returns-permit': releaseReturnsPermit,
  'context-per-thread': contextPerThread,
  'clears-thread-local': clearsThreadLocal,
  'rejects-stale-version': rejectsStaleVersion,
  'increments-version': incrementsVersion,
  'skips-processed-messages': skipsProcessedMessages,
  'loop-runs-every-phase': loopRunsEveryPhase,
  'advances-by-elapsed-time': advancesByElapsedTime,
  'world-updates-each-entity': worldUpdatesEachEntity,
  'draws-back-then-swaps': drawsBackThenSwaps,
  'skips-operands': skipsOperands,
  'runs-thunks-in-loop': runsThunksInLoop,
  'bind-returns-wrapper': bindReturnsWrapper,
  'combinators-use-operands': combinatorsUseOperands,
  'curried-uses-every-argument': curriedUsesEveryArgument,
  'composes-output-into-next': composesOutputIntoNext,
  'pipeline-leaves-source-intact': pipelineLeavesSourceIntact,
  'filters-into-new-container': filtersIntoNewContainer,
  'maps-independently-reduces-all': mapsIndependentlyReducesAll,
  'falls-back-on-failure': fallsBackOnFailure,
  'compensates-completed-steps': compensatesCompletedSteps,
  'queues-failed-operations': queuesFailedOperations,
  'consumer-bounds-demand': consumerBoundsDemand,
  'toggle-read-at-runtime': toggleReadAtRuntime,
  'reports-real-health': reportsRealHealth,
  'publishes-polled-data': publishesPolledData,
  'filters-run-before-target': filtersRunBeforeTarget,
  'engine-evaluates-every-rule': engineEvaluatesEveryRule,
  'collects-every-error': collectsEveryError,
  'emits-every-state-change': emitsEveryStateChange,
  'views-dispatch-actions': viewsDispatchActions,
  'stores-emit-change': storesEmitChange,
};
