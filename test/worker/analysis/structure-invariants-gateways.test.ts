// Structure invariants of gateways, ambassadors and anti-corruption layers: the network stays inside the gateway, clients go through the ambassador, and the layer translates with nobody going around it.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/gateways';

describeStructureChecks(samples);
