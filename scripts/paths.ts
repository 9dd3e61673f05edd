// Well-known paths of the repository, resolved from this file so commands work from any cwd.
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** The bundled default knowledge base served when no --docs is given. */
export const DEFAULT_DOCS_DIR = path.join(REPO_ROOT, 'resources');
