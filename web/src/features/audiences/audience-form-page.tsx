import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { audienceScopeFromEnum, messages } from '@portal/schema';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { audienceTexts } from './texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { useUrlState } from '../../kit/url-state/url-state.ts';
import { errorMessage, hasErrorCode } from '../../lib/graphql-errors.ts';
import { AudienceForm } from './audience-form.tsx';
import { AudienceFormPageQuery } from './queries.ts';
import { AUDIENCE_LIST_PATH, audienceFormUrl } from './urls.ts';

const t = audienceTexts;

/** The form page's query variables for its URL (the route preloads with the same). */
export const audienceFormVariables = (audienceId: string | null) => ({
  id: audienceId ?? '0',
  editing: audienceId !== null,
});

/**
 * /audience/form (route AudienceFormPage): `audienceId` present is edit mode, absent create mode;
 * Back returns to /audience. Only the audience's creator may edit it.
 */
export function AudienceFormPage() {
  const [{ audienceId }] = useUrlState(audienceFormUrl);
  const editing = audienceId !== null;
  const { data, loading, error, refetch } = useQuery(AudienceFormPageQuery, {
    variables: audienceFormVariables(audienceId),
    fetchPolicy: 'cache-and-network',
    // Another client's audience opened by its URL: the page shows the refusal, the session goes on.
    context: { [SHOWS_FORBIDDEN]: true },
  });
  const audience = data?.audience;
  // The BFF refuses another creator's (or client's) audience: the page says whose it is to edit.
  const notYours = (audience != null && !audience.viewerIsCreator) || hasErrorCode(error, 'FORBIDDEN');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{editing ? t.editTitle : t.createTitle}</PageTitle>
        <Button
          component={Link}
          to={AUDIENCE_LIST_PATH}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t.back}
        </Button>
      </Group>
      <QueryState
        loading={loading && !data}
        error={notYours ? undefined : error}
        errorText={error ? errorMessage(error) : undefined}
        onRetry={() => void refetch()}
        empty={editing && data !== undefined && !audience}
        emptyText={{ title: messages.notFound }}
      >
        {notYours ? (
          <Alert role="alert" color="yellow" variant="light">
            {messages.audienceNotYours}
          </Alert>
        ) : (
          data &&
          (!editing || audience) && (
            <AudienceForm
              key={audience?.id ?? 'new'}
              choices={data.audienceScopeChoices}
              audience={
                audience
                  ? {
                      id: audience.id,
                      name: audience.name,
                      scope: audienceScopeFromEnum(audience.scope),
                      assignments: audience.assignments,
                      client: audience.client,
                      contactCount: audience.contactCount,
                    }
                  : undefined
              }
            />
          )
        )}
      </QueryState>
    </Stack>
  );
}
