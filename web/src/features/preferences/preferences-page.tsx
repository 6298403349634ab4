import { useQuery } from '@apollo/client/react';
import { Loader, Paper, Stack } from '@mantine/core';
import { messages } from '@portal/schema';
import { useCallback, useState } from 'react';
import { texts } from './texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { SuccessBanner } from '../../components/ui/success-banner.tsx';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PreferencesPageQuery } from './queries.ts';
import { UnsavedChangesGuard } from '../../kit/form/unsaved-changes.tsx';

export function PreferencesPage() {
  const { data, loading, error } = useQuery(PreferencesPageQuery);
  const [banner, setBanner] = useState<string | null>(null);
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const hideBanner = useCallback(() => setBanner(null), []);

  const profile = data?.viewer?.profile;

  return (
    <Stack gap="lg" maw={760}>
      <PageTitle>{texts.preferences.title}</PageTitle>
      {banner && <SuccessBanner message={banner} onHide={hideBanner} />}
      {loading && <Loader aria-label={texts.loading} />}
      {error && <FormError message={errorMessage(error)} />}
      {profile && (
        <>
          <Paper withBorder radius="md" p="lg">
            <ProfileForm
              profile={profile}
              onSaved={() => setBanner(messages.userSettingsUpdated)}
              onDirtyChange={setProfileDirty}
            />
          </Paper>
          {profile.passwordChangeable && (
            <ChangePasswordSection
              onChanged={() => setBanner(messages.passwordChanged)}
              onDirtyChange={setPasswordDirty}
            />
          )}
        </>
      )}
      <UnsavedChangesGuard when={profileDirty || passwordDirty} />
    </Stack>
  );
}
