// Reusable argument and result fields, described once for the model and shared by the tools.
import { z } from 'zod';
import { MAX_FOR_PATH_CHARS } from '../docs/scope-match';
import { ADR_STATUSES, DOC_KINDS } from '../docs/types';

export const docUriField = z
  .string()
  .max(1000)
  .describe('Document URI as returned by search_architecture or resources/list, e.g. "arch://docs/adr/0007-use-postgresql".');

export const docPathField = z
  .string()
  .min(1)
  .max(1000)
  .describe('Document path relative to the docs folder, exactly as on disk, e.g. "adr/0007-use-postgresql.md".');

export const kindEnum = z.enum(DOC_KINDS as [string, ...string[]]);
export const statusEnum = z.enum(ADR_STATUSES as [string, ...string[]]);

/**
 * Where a person opens a document: `url`, its page on this server's docs site, and `source_url`,
 * its file in the source repository. Left undescribed: the names say it, and every tool listing
 * that names documents carries them.
 */
export const docLinkFields = {
  url: z.string().optional(),
  source_url: z.string().optional(),
};

/** How a result names its document: always both uri and path. */
export const docIdentity = {
  uri: z.string(),
  path: z.string(),
  ...docLinkFields,
  title: z.string(),
};

export const buildIdField = z.string().describe('Id of the docs build that answered.');

/** Repo-relative path of the file being worked on; scopes the answer. */
export const forPathField = z
  .string()
  .min(1)
  .max(MAX_FOR_PATH_CHARS)
  .optional()
  .describe('Repo-relative path of the file being worked on, e.g. "services/billing/src/Invoice.java". Leaves out docs whose applies_to excludes it.');

/** A service named by the caller; scopes the answer. */
export const serviceField = z
  .string()
  .min(1)
  .max(100)
  .optional()
  .describe('Service being worked on (completions and prompts list the known names). Leaves out docs scoped to other services.');

export const filteredOutField = z.number().int().nonnegative().describe('Documents left out because their applies_to excludes for_path/service.');

/** The waiver an ADR carries where the call is made. */
export const waiverField = z
  .object({ approved_by: z.string(), expires: z.string(), reason: z.string(), expired: z.boolean() })
  .optional()
  .describe('An exception to this ADR covering for_path/service. expired: true means it no longer holds.');
