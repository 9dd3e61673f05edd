// Invariant checks of architectural, presentation and distributed-system patterns, by catalogue name.
import type { InvariantCheck } from '../types.js';
import { intentsEnterOnePlace, notifiesBoundView, stateIgnoresView } from './bindings.js';
import { commandsReturnNoData, queriesChangeNothing } from './cqrs.js';
import { aggregateRaisesEvents, changesThroughBehaviour, domainObjectsOwnBehaviour, eventsAreImmutableFacts, identityDefinesEntity, valueWithoutIdentity } from './domain.js';
import { coreDependsOnPorts, layersCallDownward } from './layers.js';
import { entriesNameTheirSource, propagatesTraceContext, registersItself, shipsLogsToCentralStore } from './operations.js';
import { enhancerReturnsNewList, switchesOnDisplayAndDesign } from './rendering.js';
import { callsServicesNotStores, combinesServiceResponses, composesUiFragments, modulesCallInProcess, oneBackendPerClient, routesBetweenLegacyAndNew } from './services.js';
import { modelIgnoresView, presenterUsesViewInterface, viewOnlyPresents } from './views.js';
import { compositeRendersChildren, helperPreparesViewRenders, templateFixesLayout } from './view-parts.js';
import { controllerPerPage, frontControllerDispatches, workBeforeView } from './web.js';

export const ARCHITECTURE_CHECKS: Record<string, InvariantCheck> = {
  'model-ignores-view': modelIgnoresView,
  'view-only-presents': viewOnlyPresents,
  'presenter-uses-view-interface': presenterUsesViewInterface,
  'state-ignores-view': stateIgnoresView,
  'notifies-bound-view': notifiesBoundView,
  'intents-enter-one-place': intentsEnterOnePlace,
  'helper-prepares-view-renders': helperPreparesViewRenders,
  'template-fixes-layout': templateFixesLayout,
  'composite-renders-children': compositeRendersChildren,
  'front-controller-dispatches': frontControllerDispatches,
  'controller-per-page': controllerPerPage,
  'work-before-view': workBeforeView,
  'core-depends-on-ports': coreDependsOnPorts,
  'layers-call-downward': layersCallDownward,
  'commands-return-no-data': commandsReturnNoData,
  'queries-change-nothing': queriesChangeNothing,
  'identity-defines-entity': identityDefinesEntity,
  'changes-through-behaviour': changesThroughBehaviour,
  'events-are-immutable-facts': eventsAreImmutableFacts,
  'aggregate-raises-events': aggregateRaisesEvents,
  'value-without-identity': valueWithoutIdentity,
  'domain-objects-own-behaviour': domainObjectsOwnBehaviour,
  'calls-services-not-stores': callsServicesNotStores,
  'combines-service-responses': combinesServiceResponses,
  'one-backend-per-client': oneBackendPerClient,
  'routes-between-legacy-and-new': routesBetweenLegacyAndNew,
  'composes-ui-fragments': composesUiFragments,
  'modules-call-in-process': modulesCallInProcess,
  'propagates-trace-context': propagatesTraceContext,
  'ships-logs-to-central-store': shipsLogsToCentralStore,
  'entries-name-their-source': entriesNameTheirSource,
  'registers-itself': registersItself,
  'enhancer-returns-new-list': enhancerReturnsNewList,
  'switches-on-display-and-design': switchesOnDisplayAndDesign,
};
