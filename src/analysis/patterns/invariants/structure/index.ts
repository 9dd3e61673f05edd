// Invariant checks of structural, data-access, creational and architectural patterns, by catalogue name.
import type { InvariantCheck } from '../types.js';
import { aclTranslates, ambassadorFrontsRemote, clientsOnlyThroughFront, presentationGoesThroughService, remoteCallsInsideGateway, serviceFreeOfPresentation } from './layers.js';
import { familiesStayConsistent, motherOffersFreshObjects } from './factories.js';
import { kitBuildsFromRegisteredBuilders, locatorCachesServices, oneInstancePerKey, registryKeyedAndShared } from './lookup.js';
import { classDataImmutable, collectorPassedAlong, contextTravelsWhole, fixedAfterConstruction, parameterObjectImmutable } from './data-holders.js';
import { pageObjectsDoNotAssert, phasesInOrder, stubIsDeterministic, testsUsePageMethods } from './testing.js';
import { extensionsByQuery, kindsAreData, markerIsEmptyAndTyped, noNullChecksForVariants, nullObjectDoesNothing, rolesAttachedAtRuntime } from './variants.js';
import { abstractionHoldsImplementor, behaviourInComponents, delegatesToHelper, sandboxUsesBaseOperations, servantServesInterface, twinsLinkedBothWays } from './composition.js';
import { chainReturnsSelf, convertsBothWays, handlerUsesInvocation, iteratorAdvancesWithoutExposing, selfTypedBase, visitorsStayAcyclic } from './type-shapes.js';
import { mutesOnlyCleanup, releasesOnEveryPath, resourceReleasedByScope } from './resources.js';
import { busDeliversToMembers, cacheConsistentWithStore, clientDependsOnInterface, componentsInContiguousArrays, queriesVisitNearbyCells, routesKeyDeterministically, sessionsRemovedOnServer, stateTravelsWithRequest } from './stores.js';
import { dependentsBehindCoarseObject, entitySerializedWhole, fallsBackToPrototype, graphInOneLob, hierarchyInOneTable, honoursRequestedFields, ignoresUnknownFields, mappingFromMetadata, propertiesInMap, tablePerClassJoined } from './records.js';
import { behaviourLivesInEntities, domainFreeOfPersistence, oneModulePerTable, scriptWritesBack, speaksDomainObjects, sqlStaysInside } from './data-access.js';

export const STRUCTURE_CHECKS: Record<string, InvariantCheck> = {
  'sql-stays-inside': sqlStaysInside,
  'speaks-domain-objects': speaksDomainObjects,
  'domain-free-of-persistence': domainFreeOfPersistence,
  'one-module-per-table': oneModulePerTable,
  'script-writes-back': scriptWritesBack,
  'behaviour-lives-in-entities': behaviourLivesInEntities,
  'presentation-goes-through-service': presentationGoesThroughService,
  'service-free-of-presentation': serviceFreeOfPresentation,
  'clients-only-through-front': clientsOnlyThroughFront,
  'remote-calls-inside-gateway': remoteCallsInsideGateway,
  'ambassador-fronts-remote': ambassadorFrontsRemote,
  'acl-translates': aclTranslates,
  'locator-caches-services': locatorCachesServices,
  'registry-keyed-and-shared': registryKeyedAndShared,
  'one-instance-per-key': oneInstancePerKey,
  'kit-builds-from-registered-builders': kitBuildsFromRegisteredBuilders,
  'families-stay-consistent': familiesStayConsistent,
  'mother-offers-fresh-objects': motherOffersFreshObjects,
  'tests-use-page-methods': testsUsePageMethods,
  'page-objects-do-not-assert': pageObjectsDoNotAssert,
  'phases-in-order': phasesInOrder,
  'stub-is-deterministic': stubIsDeterministic,
  'context-travels-whole': contextTravelsWhole,
  'collector-passed-along': collectorPassedAlong,
  'parameter-object-immutable': parameterObjectImmutable,
  'class-data-immutable': classDataImmutable,
  'fixed-after-construction': fixedAfterConstruction,
  'null-object-does-nothing': nullObjectDoesNothing,
  'no-null-checks-for-variants': noNullChecksForVariants,
  'roles-attached-at-runtime': rolesAttachedAtRuntime,
  'kinds-are-data': kindsAreData,
  'extensions-by-query': extensionsByQuery,
  'marker-is-empty-and-typed': markerIsEmptyAndTyped,
  'delegates-to-helper': delegatesToHelper,
  'abstraction-holds-implementor': abstractionHoldsImplementor,
  'twins-linked-both-ways': twinsLinkedBothWays,
  'servant-serves-interface': servantServesInterface,
  'sandbox-uses-base-operations': sandboxUsesBaseOperations,
  'behaviour-in-components': behaviourInComponents,
  'visitors-stay-acyclic': visitorsStayAcyclic,
  'self-typed-base': selfTypedBase,
  'handler-uses-invocation': handlerUsesInvocation,
  'iterator-advances-without-exposing': iteratorAdvancesWithoutExposing,
  'converts-both-ways': convertsBothWays,
  'chain-returns-self': chainReturnsSelf,
  'releases-on-every-path': releasesOnEveryPath,
  'resource-released-by-scope': resourceReleasedByScope,
  'mutes-only-cleanup': mutesOnlyCleanup,
  'cache-consistent-with-store': cacheConsistentWithStore,
  'routes-key-deterministically': routesKeyDeterministically,
  'bus-delivers-to-members': busDeliversToMembers,
  'state-travels-with-request': stateTravelsWithRequest,
  'sessions-removed-on-server': sessionsRemovedOnServer,
  'queries-visit-nearby-cells': queriesVisitNearbyCells,
  'components-in-contiguous-arrays': componentsInContiguousArrays,
  'client-depends-on-interface': clientDependsOnInterface,
  'properties-in-map': propertiesInMap,
  'falls-back-to-prototype': fallsBackToPrototype,
  'dependents-behind-coarse-object': dependentsBehindCoarseObject,
  'ignores-unknown-fields': ignoresUnknownFields,
  'honours-requested-fields': honoursRequestedFields,
  'entity-serialized-whole': entitySerializedWhole,
  'graph-in-one-lob': graphInOneLob,
  'mapping-from-metadata': mappingFromMetadata,
  'hierarchy-in-one-table': hierarchyInOneTable,
  'table-per-class-joined': tablePerClassJoined,
};
