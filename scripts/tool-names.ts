// Names of every built-in tool, for CLI messages (e.g. which tools a key's scopes match).
// Kept as data so Node scripts need not load the worker's tool modules.
export const ALL_TOOL_NAMES: readonly string[] = ['search_architecture', 'read_document', 'grep_docs', 'validate_against_pattern', 'check_adr_alignment', 'workflow_context'];
