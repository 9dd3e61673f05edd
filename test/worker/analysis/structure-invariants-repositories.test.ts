// Structure invariants of repositories, DAOs and data mappers: SQL stays inside the repository, its interface speaks domain objects, and domain objects know nothing of the database.
import { describeStructureChecks } from './structure-invariants-judge';
import { samples } from './structure-invariants-samples/repositories';

describeStructureChecks(samples);
