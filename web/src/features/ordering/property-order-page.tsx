import { useQuery } from '@apollo/client/react';
import { ORDERING_SEARCH_DEBOUNCE_MS } from '@portal/schema';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import type { uploadFile } from '../../kit/files/upload-file.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { OrderFormShell } from './order-form/order-form-shell.tsx';
import { orderingTexts as t } from './ordering-texts.ts';
import {
  LeadAgentSection,
  ListingSection,
  PropertyCampaignSection,
  PropertyExtrasSection,
} from './property-order-sections.tsx';
import { PropertyOrderPageQuery } from './queries.ts';
import { usePropertyOrder, type PropertyOrderInput } from './use-property-order.ts';

/** The kit's uploadFile, downloaded with the first upload (a new lead agent image), not with the form. */
const uploadOnUse: typeof uploadFile = (...args) =>
  import('../../kit/files/upload-file.ts').then((m) => m.uploadFile(...args));

/**
 * The property (and agent-extend) order form, route property-campaign-order (ordering spec 2.5, 4, 5):
 * one query for the page (office, packages, audiences, listings, cards, payment option), the
 * listing's detail for its preview, and the submit sequence as named steps — upload a new lead agent
 * image, create the campaign (which updates the viewer's phone or image when changed), attach the
 * video — then the payment dialog (`?pay=<campaignId>`). The viewer's current image stands as the lead
 * agent image until a new one is chosen (then uploaded by `upload`, the kit's `uploadFile` unless a test
 * hands in another).
 */
export function PropertyOrderPage({ upload = uploadOnUse }: { upload?: typeof uploadFile } = {}) {
  const { agency = '' } = useParams();
  const [search, setSearch] = useState('');
  const { data, previousData, error, loading, refetch } = useQuery(PropertyOrderPageQuery, {
    variables: { slug: agency, search: search === '' ? null : search },
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.propertyOrderPage;
  return (
    <QueryState loading={!page && loading} error={page ? undefined : error} onRetry={() => void refetch()}>
      {page && (
        <PropertyOrderScreen
          page={page}
          search={search}
          onSearch={setSearch}
          searching={loading}
          reload={() => void refetch()}
          upload={upload}
        />
      )}
    </QueryState>
  );
}

function PropertyOrderScreen({
  search,
  searching,
  ...input
}: PropertyOrderInput & { search: string; searching: boolean }) {
  const view = usePropertyOrder(input);
  const { page, onSearch } = input;
  return (
    <OrderFormShell
      title={t.title}
      office={page.office}
      order={view.order}
      above={
        <SearchInput
          value={search}
          onSearch={onSearch}
          debounceMs={ORDERING_SEARCH_DEBOUNCE_MS}
          label={t.listingSearch}
          placeholder={t.listingPlaceholder}
        />
      }
      preview={view.preview}
      payment={page}
      onDone={view.paid}
    >
      <ListingSection view={view} searching={searching} />
      <PropertyCampaignSection view={view} page={page} />
      <LeadAgentSection view={view} />
      <PropertyExtrasSection view={view} organicCampaigns={page.office.organicCampaigns} />
    </OrderFormShell>
  );
}
