import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { uploadFile } from '../../kit/files/upload-file.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { AgentCampaignSection, AgentDetailsSection, AgentImagesSection } from './agent-order-sections.tsx';
import { OrderFormShell } from './order-form/order-form-shell.tsx';
import { PriceSummaryOf } from './price-summary.tsx';
import { agentOfficeTexts as t } from './ordering-texts.ts';
import { AgentOrderPageQuery } from './queries.ts';
import { useAgentOrder, type AgentOrderPageData } from './use-agent-order.ts';

/**
 * The agent order form, route agent-campaign-order (ordering spec 2.6, 4, 5): one query for the page,
 * images uploaded as they are chosen (so the creative preview can draw them), and the submit sequence
 * as named steps — create the campaign (the BFF then updates the chosen agent's profile when it
 * changed), attach the video — then the confirmation modal (`?created=<campaignId>`), which hands over
 * to the payment dialog (`?pay=<campaignId>`) in one navigation. `upload` stores
 * the chosen images (the kit's `uploadFile` unless a test hands in another).
 */
export function AgentOrderPage({ upload = uploadFile }: { upload?: typeof uploadFile } = {}) {
  const { agency = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(AgentOrderPageQuery, { variables: { slug: agency } });
  const page = data?.agentOrderPage;
  return (
    <QueryState loading={!page && loading} error={page ? undefined : error} onRetry={() => void refetch()}>
      {page && <AgentOrderScreen page={page} upload={upload} />}
    </QueryState>
  );
}

function AgentOrderScreen({ page, upload }: { page: AgentOrderPageData; upload: typeof uploadFile }) {
  const view = useAgentOrder(page);
  return (
    <OrderFormShell
      title={t.agentTitle}
      office={page.office}
      order={view.order}
      summary={<PriceSummaryOf pkg={view.chosenPackage} includeGst={page.office.includeGst} />}
      preview={view.preview}
      busy={view.uploading}
      payment={page}
      confirmationSlug={page.office.slug}
      onDone={view.reset}
    >
      <AgentDetailsSection view={view} agents={page.agents} />
      <AgentImagesSection view={view} upload={upload} />
      <AgentCampaignSection view={view} page={page} />
    </OrderFormShell>
  );
}
