// The public API of the contract: wire-format types (inferred from the runtime schemas), behavior names, and the
// runtime schemas with their tolerant parsers.
export type {
  SocialLinkTarget,
  SocialLink,
  SocialMediaSettings,
  SocialMediaSettingsPatch,
  InheritSource,
  InheritedBehavior,
  InheritComponent,
  ComponentReference,
  ImageScale,
  ImageFieldValue,
  ReviewState,
  CatalogSummary,
  Batching,
  SearchResponse,
  ContentResponse,
  FieldSchema,
  Fieldset,
  TypeSchema,
  TypeListEntry,
  PloneRaisedError,
  PloneReturnedError,
  PloneErrorBody,
  LoginResponse,
  WorkflowTransitionResponse,
} from './types';
export type { BehaviorNames } from './behaviors';
export {
  behaviorNames,
  DEFAULT_BEHAVIOR_PREFIX,
  SOCIAL_LINKS_FIELD,
  SOCIAL_LINKS_SCHEMA_NAME,
  SOCIAL_LINKS_WIDGET,
  SOCIAL_LINKS_WIDGETS,
  SOCIAL_MEDIA_FIELDSET,
} from './behaviors';
export type { ValidationProblem } from './validationProblems';
export { describeIssues } from './describeIssues';
export { isPlainObject } from './validationProblems';
export { DEFAULT_SETTINGS } from './defaultSettings';
export { SocialLinkListSchema, SocialLinkSchema, SocialLinkTargetSchema } from './linkSchemas';
export { parseSocialLinks, readSocialLink } from './parseSocialLinks';
export { SettingsDataSchema } from './settingsSchemas';
export { parseSettingsData } from './parseSettingsData';
export { InheritComponentSchema, InheritedBehaviorSchema, InheritSourceSchema } from './inheritSchemas';
export { parseInheritSource } from './parseInheritSource';
export { BatchingSchema, CatalogSummarySchema, SearchResponseSchema } from './searchSchemas';
export { parseCatalogSummaries, parseSearchResponse } from './parseSearchResponse';
export { ContentResponseSchema, LoginResponseSchema, WorkflowTransitionResponseSchema } from './responseSchemas';
export {
  FieldSchemaSchema,
  FieldsetSchema,
  TypeListEntrySchema,
  TypeListSchema,
  TypeSchemaSchema,
} from './typeSchemas';
export { parseTypeSchema } from './parseTypeSchema';
export { PloneRaisedErrorSchema, PloneReturnedErrorSchema } from './errorSchemas';
export { parsePloneError } from './parsePloneError';
export { editActionOffered } from './editActionOffered';
export { PloneErrorBodySchema } from './ploneErrorBodySchema';
