import { Anchor, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/schema';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorKind, notFoundReasonOf } from './urls.ts';

const DEFAULT_CODE = '404';

const hasPreviousEntry = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

const TITLES = {
  notFound: messages.notFoundTitle,
  noAccess: messages.noAccessTitle,
  server: messages.serverErrorTitle,
  request: messages.requestErrorTitle,
} as const;

/** A campaign report link that has expired or is not valid: what happened and whom to ask. */
function ReportLinkNotFound() {
  return (
    <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
      <Text fz={56} fw={800} lh={1} c="var(--brand-primary)">
        {DEFAULT_CODE}
      </Text>
      <Title order={1} size="h3">
        {REPORT_LINK.title}
      </Title>
      <Text>{REPORT_LINK.text}</Text>
      <Text c="dimmed">{REPORT_LINK.whomToAsk}</Text>
    </Stack>
  );
}

const REPORT_LINK = {
  title: 'This report link has expired or is not valid',
  text: 'Campaign report links work for a limited time, and only as they were sent.',
  whomToAsk: 'Ask the office that sent you the link for a new one.',
} as const;

/**
 * The error page (/error/:error/:message and /404): the not-found texts for 404 only, the no-access
 * texts with Back to homepage for 401 and 403, and a server or request error text for other codes.
 */
export function ErrorPage() {
  const { error = DEFAULT_CODE, message = messages.fileNotFound } = useParams();
  const navigate = useNavigate();
  const kind = errorKind(error);
  const [search] = useSearchParams();
  if (kind === 'notFound' && notFoundReasonOf(search.get('reason')) === 'report-link') return <ReportLinkNotFound />;

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasPreviousEntry()) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Stack align="center" ta="center" gap="sm">
      <Text fz={56} fw={800} lh={1} c="var(--brand-primary)">
        {error}
      </Text>
      <Title order={1} size="h3">
        {TITLES[kind]}
      </Title>
      <Text c="dimmed">
        {kind === 'server' && message === messages.fileNotFound ? messages.serverErrorText : message}
      </Text>
      {kind === 'notFound' ? (
        <Anchor component={Link} to="/" onClick={goBack}>
          {messages.goBack}
        </Anchor>
      ) : (
        <Anchor component={Link} to="/">
          {messages.backToHomepage}
        </Anchor>
      )}
    </Stack>
  );
}
