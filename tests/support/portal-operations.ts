/**
 * The portal's own operation texts, printed from the documents GraphQL Code Generator makes of
 * web/src (so a test sends exactly what the portal sends, and follows it when a screen changes).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';
import {
  ActivateUserDocument,
  AddEmailRecipientDocument,
  ArchiveUserDocument,
  CreateUserDocument,
  DeactivateUserDocument,
  EmailRecipientsDocument,
  MarkNotificationsReadDocument,
  NotificationBellCountDocument,
  NotificationsPageDocument,
  PreferencesPageDocument,
  SessionViewerDocument,
  SubmitSupportRequestDocument,
  TopNotificationsDocument,
  UpdateProfileDocument,
  UpdateUserDocument,
  UserModalDocument,
  UsersPageDocument,
  UsersViewerDocument,
} from '../../web/src/__generated__/graphql.ts';

export const SESSION_VIEWER = print(SessionViewerDocument);
export const PREFERENCES_PAGE = print(PreferencesPageDocument);
export const UPDATE_PROFILE = print(UpdateProfileDocument);
export const NOTIFICATION_BELL_COUNT = print(NotificationBellCountDocument);
export const NOTIFICATIONS_PAGE = print(NotificationsPageDocument);
export const TOP_NOTIFICATIONS = print(TopNotificationsDocument);
export const MARK_NOTIFICATIONS_READ = print(MarkNotificationsReadDocument);
export const SUBMIT_SUPPORT_REQUEST = print(SubmitSupportRequestDocument);
export const EMAIL_RECIPIENTS = print(EmailRecipientsDocument);
export const ADD_EMAIL_RECIPIENT = print(AddEmailRecipientDocument);

/**
 * Every document the portal sends, as the BFF knows them: the persisted-documents manifest
 * GraphQL Code Generator writes next to the documents (decision 025), with each one's operation.
 * Tests that must cover every portal operation iterate over this list, so a new screen's document
 * is covered (or fails for want of a fixture) as soon as codegen runs.
 */
export interface PortalDocument {
  /** The trusted id the portal sends (`extensions.persistedQuery.sha256Hash`). */
  id: string;
  text: string;
  name: string;
  operation: 'query' | 'mutation' | 'subscription';
}

const manifestFile = fileURLToPath(new URL('../../web/src/__generated__/persisted-documents.json', import.meta.url));

export const PORTAL_DOCUMENTS: readonly PortalDocument[] = Object.entries(
  JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>,
).map(([key, text]) => {
  const operation = parse(text).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation?.name) throw new Error(`${key}: a portal document without a named operation`);
  return {
    id: key.replace(/^sha256:/, ''),
    text,
    name: operation.name.value,
    operation: operation.operation as PortalDocument['operation'],
  };
});

export const portalDocument = (name: string): PortalDocument => {
  const doc = PORTAL_DOCUMENTS.find((d) => d.name === name);
  if (!doc) throw new Error(`no portal document named ${name}`);
  return doc;
};

/** The JSON body the portal sends for an operation: its name, variables and id, no text. */
export const persistedBody = (name: string, variables?: Record<string, unknown>) => ({
  operationName: name,
  variables: variables ?? {},
  extensions: { persistedQuery: { version: 1, sha256Hash: portalDocument(name).id } },
});
export const USERS_VIEWER = print(UsersViewerDocument);
export const USERS_PAGE = print(UsersPageDocument);
export const USER_MODAL = print(UserModalDocument);
export const CREATE_USER = print(CreateUserDocument);
export const UPDATE_USER = print(UpdateUserDocument);
export const ARCHIVE_USER = print(ArchiveUserDocument);
export const ACTIVATE_USER = print(ActivateUserDocument);
export const DEACTIVATE_USER = print(DeactivateUserDocument);
