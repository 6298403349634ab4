import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { uploadFile } from '../../kit/files/upload-file.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { OfficeCampaignSection, OfficeCreativeSection } from './office-order-sections.tsx';
import { AudienceField } from './order-form/shared-fields.tsx';
import { OrderFormShell } from './order-form/order-form-shell.tsx';
import { PriceSummaryOf } from './price-summary.tsx';
import { agentOfficeTexts as t } from './ordering-texts.ts';
import { OfficeOrderPageQuery } from './queries.ts';
import { useOfficeOrder, type OfficeOrderPageData } from './use-office-order.ts';

/**
 * The office order form, route office-campaign-order (ordering spec 2.7, 4, 5): one query for the page,
 * the key image uploaded as it is chosen, and the submit sequence — create the campaign, attach the
 * video — then the payment dialog (`?pay=<campaignId>`). Submit stays disabled during the flow; the
 * form resets after payment. The server's errors show in the result message area. `upload` stores
 * the key image (the kit's `uploadFile` unless a test hands in another).
 */
export function OfficeOrderPage({ upload = uploadFile }: { upload?: typeof uploadFile } = {}) {
  const { agency = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(OfficeOrderPageQuery, { variables: { slug: agency } });
  const page = data?.officeOrderPage;
  return (
    <QueryState loading={!page && loading} error={page ? undefined : error} onRetry={() => void refetch()}>
      {page && <OfficeOrderScreen page={page} upload={upload} />}
    </QueryState>
  );
}

function OfficeOrderScreen({ page, upload }: { page: OfficeOrderPageData; upload: typeof uploadFile }) {
  const view = useOfficeOrder(page);
  return (
    <OrderFormShell
      title={t.officeTitle}
      office={page.office}
      order={view.order}
      above={<AudienceField control={view.control} audiences={page.audiences} />}
      summary={<PriceSummaryOf pkg={view.chosenPackage} includeGst={page.office.includeGst} />}
      preview={view.preview}
      payment={page}
      onDone={view.order.resetForm}
    >
      <OfficeCampaignSection view={view} page={page} />
      <OfficeCreativeSection view={view} displayName={page.office.displayName} upload={upload} />
    </OrderFormShell>
  );
}
