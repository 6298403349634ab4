import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { mutationMock } from '../../test/mutation-mock.ts';
import { AgentOrderPage } from './agent-order-page.tsx';
import {
  AGENT_ORDER_PATH,
  AGENT_ORDER_URL,
  agentPageData,
  agentPageMock,
  createdCampaignMock,
  failingPageMock,
  paymentMock,
  pngFile,
} from './ordering-test-mocks.ts';
import { OrderingSlotsProvider, type CreativePreviewSlotProps, type OrderingSlots } from './slots.ts';
import { AgentOrderPageQuery, CreateAgentCampaignMutation, CreatedAgentCampaignQuery } from './queries.ts';

// Uploads answer at once with a portal storage URL, so the creative preview has a location to draw.
// The page takes its upload function as a prop: a module mock would not reach a module another test
// file loaded first in the shared worker (isolate: false).
let uploads = 0;
const upload = vi.fn(async (kind: string, file: File) => {
  uploads += 1;
  return { id: `f${uploads}`, location: `${kind}/${file.name}`, url: `/storage/${kind}/${file.name}` };
});

// jsdom has no FontFaceSet; the ad copy's growing text area listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

/** The creatives area's preview as a stand-in: a dialog naming what it would draw. */
function PreviewStandIn({ opened, onClose, draft }: CreativePreviewSlotProps) {
  if (!opened) return null;
  return (
    <div role="dialog" aria-label="Preview Ad Creative">
      {draft.name} {draft.images.join(' ')}
      <button onClick={onClose}>Close preview</button>
    </div>
  );
}
const slots = { CardField: () => null, CreativePreview: PreviewStandIn } satisfies OrderingSlots;

const render = (mocks: readonly MockedResponse[], search = '') =>
  renderWithProviders(
    <OrderingSlotsProvider value={slots}>
      <AgentOrderPage upload={upload} />
    </OrderingSlotsProvider>,
    { url: `${AGENT_ORDER_URL}${search}`, path: AGENT_ORDER_PATH, mocks },
  );

const heading = () => screen.findByRole('heading', { level: 1, name: 'Agent Order — Acme Sydney CBD' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Confirm and pay' });
const previewButton = () => screen.getByRole('button', { name: 'Preview Ad Creative' });

const choose = async (view: ReturnType<typeof render>, label: string, option: string) => {
  await view.user.click(screen.getByRole('combobox', { name: label }));
  await view.user.click(await screen.findByRole('option', { name: option }));
};

const paste = async (view: ReturnType<typeof render>, name: string, text: string) => {
  await view.user.click(textbox(name));
  await view.user.paste(text);
};

describe('AgentOrderPage', () => {
  it('shows Loading, then the form with its fields, the ad title and label the office data shows, and the back link', async () => {
    render([agentPageMock()]);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const title = await heading();
    // The kind with its dash, then the office as a line of its own (below it on a phone).
    expect(within(title).getByText('Agent Order —')).toBeInTheDocument();
    expect(within(title).getByText('Acme Sydney CBD')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agent' })).toBeInTheDocument();
    expect(textbox('Agent name')).toHaveValue('');
    expect(textbox('Agent Email Address')).toHaveValue('');
    expect(textbox('Agent phone')).toHaveValue('');
    expect(textbox('Postcodes')).toHaveAccessibleDescription('Up to 4 postcodes, separated by commas');
    expect(screen.getByLabelText(/^Hero Images/)).toHaveAttribute('type', 'file');
    // The design system's picker (not the browser's raw input), with the required star.
    expect(screen.getByRole('button', { name: 'Choose images' })).toBeInTheDocument();
    expect(screen.getByText('Hero Images').closest('label')).toHaveTextContent(/^Hero Images\s*\*$/);
    expect(screen.getByText('Agent Image').closest('label')).toHaveTextContent(/^Agent Image\s*\*$/);
    expect(textbox('Destination URL')).toHaveAccessibleDescription('Starts with https://');
    expect(screen.getByRole('combobox', { name: 'Campaign Package' })).toBeInTheDocument();
    expect(textbox('Start date')).toBeInTheDocument();
    expect(textbox('Ad title')).toHaveAccessibleDescription('At most 35 characters');
    expect(textbox('Ad copy')).toHaveAccessibleDescription('At most 120 characters');
    expect(screen.getByRole('combobox', { name: 'Label' })).toBeInTheDocument();
    // No video field until a video package is chosen.
    expect(screen.queryByRole('textbox', { name: 'Video URL' })).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'BACK TO Acme Realty OFFICES' });
    const href = new URL(back.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/offices');
    expect(JSON.parse(href.searchParams.get('selectedClient')!)).toEqual({ id: '3', title: 'Acme Realty' });
  });

  it('leaves out the ad title, ad copy and label when the office data says they are not shown', async () => {
    render([agentPageMock(agentPageData({ showAdTitle: false, showLabel: false }))]);
    await heading();
    expect(textbox('Agent name')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ad title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ad copy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Label' })).not.toBeInTheDocument();
  });

  it('shows the required messages at an empty submit and creates nothing', async () => {
    const create = mutationMock(CreateAgentCampaignMutation, () => ({ data: null }));
    const view = render([agentPageMock(), create.mock]);
    await heading();
    await view.user.click(submitButton());
    expect(await screen.findByText('Agent name is required')).toBeInTheDocument();
    expect(textbox('Agent name')).toHaveAccessibleDescription('Agent name is required');
    expect(textbox('Agent Email Address')).toHaveAccessibleDescription('Agent Email Address is required');
    expect(textbox('Agent phone')).toHaveAccessibleDescription('Agent phone is required');
    expect(textbox('Postcodes')).toHaveAccessibleDescription(/Postcodes is required/);
    expect(screen.getByText('Hero Image is required')).toBeInTheDocument();
    expect(screen.getByText('Agent Image is required')).toBeInTheDocument();
    expect(screen.getByText('Campaign Package is required')).toBeInTheDocument();
    expect(textbox('Ad title')).toHaveAccessibleDescription(/Ad title is required/);
    // The destination URL is optional on the agent form.
    expect(screen.queryByText('Destination URL is required')).not.toBeInTheDocument();
    expect(create.calls).toEqual([]);
    // Choosing an agent fills name, email, phone and postcodes: their messages follow the filled values,
    // and the agent's current image makes the Agent Image optional (its message and star go).
    await choose(view, 'Agent', 'Olive Agent (olive@acme.test)');
    await vi.waitFor(() => expect(textbox('Postcodes')).toHaveValue('2095'));
    await vi.waitFor(() => expect(screen.queryByText('Postcodes is required')).not.toBeInTheDocument());
    expect(screen.queryByText('Agent name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Agent Email Address is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Agent phone is required')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Agent Image is required')).not.toBeInTheDocument());
    expect(screen.getByText('Agent Image').closest('label')).toHaveTextContent(/^Agent Image$/);
    // A field the form could not fill keeps its message.
    expect(screen.getByText('Hero Image is required')).toBeInTheDocument();
  });

  it('the agent image takes a WebP, as its help text says, and shows it as a square avatar', async () => {
    upload.mockClear();
    const view = render([agentPageMock()]);
    await heading();
    const webp = new File([new Uint8Array(64)], 'olive.webp', { type: 'image/webp' });
    await view.user.upload(screen.getByLabelText(/^Agent Image/), webp);
    await vi.waitFor(() => expect(upload).toHaveBeenCalledWith('agentMainImage', webp, expect.anything()));
    const preview = await screen.findByRole('img', { name: 'Agent Image' });
    expect(preview).toHaveAttribute('src', '/storage/agentMainImage/olive.webp');
    expect(preview.closest('[data-shape]')).toHaveAttribute('data-shape', 'avatar');
    expect(screen.queryByText(/must be a gif/)).not.toBeInTheDocument();
  });

  it('refuses a 36-character ad title and five postcodes with the spec’s texts and keeps what was typed', async () => {
    const create = mutationMock(CreateAgentCampaignMutation, () => ({ data: null }));
    const view = render([agentPageMock(), create.mock]);
    await heading();
    const title = 'A'.repeat(36);
    await paste(view, 'Ad title', title);
    await paste(view, 'Postcodes', '2000,2001,2002,2003,2004');
    await paste(view, 'Destination URL', 'http://acme.test/olive');
    await view.user.click(submitButton());
    expect(await screen.findByText('Ad title must be at most 35 characters')).toBeInTheDocument();
    expect(screen.getByText('Maximum 4 Postcodes')).toBeInTheDocument();
    expect(screen.getByText('Destination URL must be a valid https url')).toBeInTheDocument();
    expect(textbox('Ad title')).toHaveValue(title);
    expect(textbox('Postcodes')).toHaveValue('2000,2001,2002,2003,2004');
    expect(textbox('Destination URL')).toHaveValue('http://acme.test/olive');
    expect(create.calls).toEqual([]);
  });

  it('choosing an agent pre-fills name, email, phone and postcode, and shows the agent’s current image', async () => {
    const view = render([agentPageMock()]);
    await heading();
    await choose(view, 'Agent', 'Olive Agent (olive@acme.test)');
    await vi.waitFor(() => expect(textbox('Agent name')).toHaveValue('Olive Agent'));
    expect(textbox('Agent Email Address')).toHaveValue('olive@acme.test');
    expect(textbox('Agent phone')).toHaveValue('0400 111 222');
    expect(textbox('Postcodes')).toHaveValue('2095');
    expect(screen.getByRole('img', { name: 'Agent’s current image' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:4010/storage/agents/olive.png',
    );
    // An agent without a phone or image: the phone empties and no current image shows.
    await choose(view, 'Agent', 'Noah Newcomer (noah@acme.test)');
    await vi.waitFor(() => expect(textbox('Agent name')).toHaveValue('Noah Newcomer'));
    expect(textbox('Agent Email Address')).toHaveValue('noah@acme.test');
    expect(textbox('Agent phone')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Agent’s current image' })).not.toBeInTheDocument();
  });

  it('Preview Ad Creative waits for a phone, a name, a property image and a main image', async () => {
    const view = render([agentPageMock()]);
    await heading();
    expect(previewButton()).toBeDisabled();
    // The chosen agent brings a name, a phone and a main image; a property image is still missing.
    await choose(view, 'Agent', 'Olive Agent (olive@acme.test)');
    await vi.waitFor(() => expect(textbox('Agent phone')).toHaveValue('0400 111 222'));
    expect(previewButton()).toBeDisabled();
    await view.user.upload(screen.getByLabelText(/^Hero Images/), pngFile('front.png'));
    expect(await screen.findByRole('img', { name: 'Hero image 1' })).toHaveAttribute(
      'src',
      '/storage/heroImage/front.png',
    );
    await vi.waitFor(() => expect(previewButton()).toBeEnabled());
    // The open preview lives in the URL.
    await view.user.click(previewButton());
    expect(view.search().get('preview')).toBe('creative');
    const dialog = await screen.findByRole('dialog', { name: 'Preview Ad Creative' });
    expect(dialog).toHaveTextContent('Olive Agent heroImage/front.png agents/olive.png');
    await view.user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    expect(view.search().get('preview')).toBeNull();
    // Without a phone it is disabled again.
    await view.user.clear(textbox('Agent phone'));
    expect(previewButton()).toBeDisabled();
  });

  it('a reload with the preview in the URL and an empty draft: the enabling rule says no, so the parameter goes', async () => {
    const view = render([agentPageMock()], '?preview=creative');
    await heading();
    await vi.waitFor(() => expect(view.search().get('preview')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Preview Ad Creative' })).not.toBeInTheDocument();
    expect(previewButton()).toBeDisabled();
  });

  it('a reload at ?created= shows Campaign created from the BFF; Continue to payment hands over to the payment dialog', async () => {
    const amount = paymentMock();
    const view = render([agentPageMock(), createdCampaignMock(), amount.mock], '?created=5001');
    const confirmation = await screen.findByRole('dialog', { name: 'Campaign created' });
    expect(
      await within(confirmation).findByText('Your campaign has been created. Continue to payment to book it.'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await view.user.click(within(confirmation).getByRole('button', { name: 'Continue to payment' }));
    expect(view.location()).toBe(`${AGENT_ORDER_URL}?pay=5001`);
    const payment = await screen.findByRole('dialog', { name: 'Confirm and pay' });
    expect(await within(payment).findByRole('row', { name: '= Total $550.00' })).toBeInTheDocument();
    expect(amount.calls).toEqual([{ campaignId: '5001' }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Campaign created' })).not.toBeInTheDocument());
  });

  it('the confirmation of a campaign already paid offers no second payment; Start a new order clears the URL', async () => {
    const view = render([agentPageMock(), createdCampaignMock({ awaitingPayment: false })], '?created=5001');
    const confirmation = await screen.findByRole('dialog', { name: 'Campaign created' });
    expect(
      await within(confirmation).findByText('This campaign has been paid. Start a new order to book another one.'),
    ).toBeInTheDocument();
    expect(within(confirmation).queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    await view.user.click(within(confirmation).getByRole('button', { name: 'Start a new order' }));
    expect(view.location()).toBe(AGENT_ORDER_URL);
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('a confirmation the BFF refuses (another office’s campaign) shows the error and offers no payment', async () => {
    const refused: MockedResponse = {
      request: { query: CreatedAgentCampaignQuery, variables: () => true },
      result: { errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })] },
    };
    render([agentPageMock(), refused], '?created=5001');
    const confirmation = await screen.findByRole('dialog', { name: 'Campaign created' });
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent('Not found');
    expect(within(confirmation).queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    expect(within(confirmation).getByRole('button', { name: 'Start a new order' })).toBeInTheDocument();
  });

  it('shows the package price summary to office users, and no amount to agents', async () => {
    const office = render([agentPageMock()]);
    await heading();
    await choose(office, 'Campaign Package', 'Display Boost');
    const summary = await screen.findByRole('region', { name: 'Price summary' });
    expect(within(summary).getByRole('row', { name: 'Package price $500.00' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'GST $50.00' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Total $550.00' })).toBeInTheDocument();
    office.unmount();

    const agent = render([agentPageMock(agentPageData({ agent: true }))]);
    await heading();
    await choose(agent, 'Campaign Package', 'Display Boost');
    expect(screen.getByRole('combobox', { name: 'Campaign Package' })).toHaveValue('Display Boost');
    expect(screen.queryByRole('region', { name: 'Price summary' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('$');
    expect(screen.queryByRole('link', { name: /BACK TO/ })).not.toBeInTheDocument();
  });

  it('a video package adds the required Video URL field', async () => {
    const view = render([agentPageMock()]);
    await heading();
    await choose(view, 'Campaign Package', 'Video Boost');
    await view.user.click(submitButton());
    expect(await screen.findByText('Video URL is required')).toBeInTheDocument();
    expect(textbox('Video URL')).toHaveAccessibleDescription(/Video URL is required/);
  });

  it('shows the error when the page query fails', async () => {
    render([failingPageMock(AgentOrderPageQuery)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get End Point');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).not.toBeInTheDocument();
  });
});
