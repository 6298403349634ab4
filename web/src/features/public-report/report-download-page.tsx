import { Container, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { downloadFile } from '../../kit/files/download-file.ts';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { ProgressModal } from '../../kit/progress/progress-modal.tsx';
import { useProgressTask } from '../../kit/progress/use-progress-task.ts';
import { reportPdfUrl } from './report-api.ts';
import { texts as t } from './texts.ts';

/**
 * /:campaignId/campaign-report/:token/download (spec 2.9's download variant): downloads the
 * report's PDF at once, with the PDF progress, or Report could not be downloaded.
 */
export function ReportDownloadPage() {
  const { campaignId = '', token = '' } = useParams();
  const task = useProgressTask(progressCurves.pdf);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void task.start((signal) => downloadFile(reportPdfUrl(campaignId, token), { signal }));
  }, [campaignId, token, task]);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} size="h3">
          {t.downloadTitle}
        </Title>
        <ProgressModal task={task} title={t.downloadTitle} successText={t.pdfGenerated} errorText={t.downloadFailed} />
      </Stack>
    </Container>
  );
}
