/**
 * The portal's own operation texts, printed from the documents GraphQL Code Generator makes of
 * web/src (so a test sends exactly what the portal sends, and follows it when a screen changes).
 */
import { print } from 'graphql';
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
export const USERS_VIEWER = print(UsersViewerDocument);
export const USERS_PAGE = print(UsersPageDocument);
export const USER_MODAL = print(UserModalDocument);
export const CREATE_USER = print(CreateUserDocument);
export const UPDATE_USER = print(UpdateUserDocument);
export const ARCHIVE_USER = print(ArchiveUserDocument);
export const ACTIVATE_USER = print(ActivateUserDocument);
export const DEACTIVATE_USER = print(DeactivateUserDocument);
