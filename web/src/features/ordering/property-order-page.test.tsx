import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { mutationMock } from '../../test/mutation-mock.ts';
import { ORDER_PATH, ORDER_URL, pageData, pageMock, paymentMock, propertyMock } from './ordering-test-mocks.ts';
import { PropertyOrderPage } from './property-order-page.tsx';
import { OrderingSlotsProvider, type CreativePreviewSlotProps, type OrderingSlots } from './slots.ts';
import { AttachCampaignVideoMutation, CreatePropertyCampaignMutation, PayCampaignMutation } from './queries.ts';

// The lead agent image's upload, handed to the page (a module mock would not reach a module another
// test file loaded first in the shared worker).
const upload = vi.fn(async (kind: string, file: File) => ({
  id: 'f9',
  location: `${kind}/${file.name}`,
  url: `/storage/${kind}/${file.name}`,
}));

/** The creatives area's preview as a stand-in: a dialog naming the headline it would draw. */
function PreviewStandIn({ opened, draft }: CreativePreviewSlotProps) {
  return opened ? (
    <div role="dialog" aria-label="Preview Ad Creative">
      {draft.headline}
    </div>
  ) : null;
}
const slots = { CardField: () => null, CreativePreview: PreviewStandIn } satisfies OrderingSlots;

const render = (mocks: readonly MockedResponse[], url = `${ORDER_URL}?property=101`) =>
  renderWithProviders(
    <OrderingSlotsProvider value={slots}>
      <PropertyOrderPage upload={upload} />
    </OrderingSlotsProvider>,
    { url, path: ORDER_PATH, mocks },
  );

const created = () =>
  mutationMock(CreatePropertyCampaignMutation, () => ({
    data: { createPropertyCampaign: { __typename: 'CreatePropertyCampaignPayload', campaignId: '501' } },
  }));

/** The page with the viewer's current image (imageOriginal) as the lead agent's. */
const withCurrentImage = () => {
  const data = pageData();
  data.propertyOrderPage.leadAgent.imageId = '77';
  data.propertyOrderPage.leadAgent.imageUrl = 'http://127.0.0.1:4010/storage/users/olive.png';
  return data;
};

const choose = async (view: ReturnType<typeof render>, label: string, option: string) => {
  await view.user.click(screen.getByRole('combobox', { name: label }));
  await view.user.click(await screen.findByRole('option', { name: option }));
};

// jsdom has no FontFaceSet; the note's growing text area listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

describe('PropertyOrderPage', () => {
  it('shows every field error at submit and sends nothing', async () => {
    const create = mutationMock(CreatePropertyCampaignMutation, () => ({ data: null }));
    const view = render([pageMock(), propertyMock(), create.mock], ORDER_URL);
    const back = await screen.findByRole('link', { name: 'BACK TO Acme Realty OFFICES' });
    // The heading: the kind with its dash, then the office as a line of its own (below it on a phone).
    const title = screen.getByRole('heading', { level: 1, name: 'Property Order — Acme Sydney CBD' });
    expect(within(title).getByText('Property Order —')).toBeInTheDocument();
    expect(within(title).getByText('Acme Sydney CBD')).toBeInTheDocument();
    const href = new URL(back.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/offices');
    expect(JSON.parse(href.searchParams.get('selectedClient')!)).toEqual({ id: '3', title: 'Acme Realty' });
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('Campaign Package is required')).toBeInTheDocument();
    expect(screen.getByText('Listing is required')).toBeInTheDocument();
    expect(create.calls).toEqual([]);
  });

  it('a listing chosen after a failed submit fills the Listing Page URL, and its message goes', async () => {
    const data = pageData();
    data.propertyOrderPage.office.client.showPropertyUrlField = true;
    const view = render([pageMock(data), propertyMock()], ORDER_URL);
    await screen.findByRole('link', { name: 'BACK TO Acme Realty OFFICES' });
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('Property URL is required')).toBeInTheDocument();
    await choose(view, 'Listing', '12 Harbour Street, Sydney');
    const url = screen.getByRole('textbox', { name: /^Listing Page URL/ });
    await vi.waitFor(() => expect(url).toHaveValue('https://acme.test/listings/101'));
    await vi.waitFor(() => expect(screen.queryByText('Property URL is required')).not.toBeInTheDocument());
    expect(screen.queryByText('Listing is required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Short listing description' })).toHaveValue('12 Harbour Street');
    // The listing's photo keeps its 3:2 shape.
    const photo = await screen.findByRole('img', { name: 'Listing image 1 of 2' });
    expect(photo.closest('.mantine-AspectRatio-root')).toHaveStyle({ '--ar-ratio': String(3 / 2) });
  });

  it('agent extend: lead agent rules, exactly one postcode and the agent page URL inside the whitelist', async () => {
    const view = render([pageMock(), propertyMock()]);
    await screen.findByRole('region', { name: '12 Harbour Street' });
    await choose(view, 'Campaign Package', 'Agent Extend');
    expect(screen.getByRole('radio', { name: 'Agent URL' })).toBeChecked();
    await view.user.clear(screen.getByRole('textbox', { name: 'Lead Agent Phone Number' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Lead Agent Phone Number' }), '+61400111222');
    // The viewer's postcode (truncated to 4 characters by the BFF) is the lead agent's to start with.
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2095');
    await view.user.clear(screen.getByRole('textbox', { name: 'Postcode' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Postcode' }), '2000,2001');
    await view.user.type(
      screen.getByRole('textbox', { name: 'Agent Page URL' }),
      'https://www.realestate.com.au/agent/olive',
    );
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(
      await screen.findByText("Error: Agent Page URL supplied is not housed within your agency's website."),
    ).toBeInTheDocument();
    expect(screen.getByText('Lead Agent Phone Number must look like 0000 111 222')).toBeInTheDocument();
    expect(screen.getByText('Postcode is required with exactly 1 postcode.')).toBeInTheDocument();
    expect(screen.getByText('Lead Agent Image is required')).toBeInTheDocument();
    // Property URL as the source: the agent page field is disabled and its rule no longer applies.
    await view.user.click(screen.getByRole('radio', { name: 'Property URL' }));
    expect(screen.getByRole('textbox', { name: 'Agent Page URL' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await vi.waitFor(() =>
      expect(
        screen.queryByText("Error: Agent Page URL supplied is not housed within your agency's website."),
      ).not.toBeInTheDocument(),
    );
  });

  it('a failed step re-enables submit, shows the error in the result message area and keeps every value', async () => {
    const create = mutationMock(CreatePropertyCampaignMutation, () => ({
      data: { createPropertyCampaign: { __typename: 'CreatePropertyCampaignPayload', campaignId: '501' } },
    }));
    const attach = mutationMock(AttachCampaignVideoMutation, () => ({
      errors: [new GraphQLError('The video host refused the URL')],
    }));
    const data = pageData();
    data.propertyOrderPage.packages[0]!.videoRequired = true;
    const view = render([pageMock(data), propertyMock(), create.mock, attach.mock]);
    await screen.findByRole('region', { name: '12 Harbour Street' });
    await choose(view, 'Campaign Package', 'Property Boost');
    await view.user.type(screen.getByRole('textbox', { name: 'Video URL' }), 'https://video.test/tour.mp4');
    await view.user.type(screen.getByRole('textbox', { name: 'Note' }), 'Weekend open home');
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The video could not be attached. The video host refused the URL',
    );
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Video URL' })).toHaveValue('https://video.test/tour.mp4');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Weekend open home');
    // The short description took the listing's heading; the campaign was created with it and no video.
    expect(screen.getByRole('textbox', { name: 'Short listing description' })).toHaveValue('12 Harbour Street');
    expect(create.calls[0]).toMatchObject({
      input: { officeId: '11', packageId: '21', propertyId: '101', shortDesc: '12 Harbour Street', videoUrl: null },
    });
    expect(view.search().get('pay')).toBeNull();
  });

  it('server field errors land under their fields', async () => {
    const create = mutationMock(CreatePropertyCampaignMutation, () => ({
      errors: [
        new GraphQLError('Invalid input', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ name: 'startDate', messages: ['Start date is required'] }],
          },
        }),
      ],
    }));
    const view = render([pageMock(), propertyMock(), create.mock]);
    await screen.findByRole('region', { name: '12 Harbour Street' });
    await choose(view, 'Campaign Package', 'Property Boost');
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    const date = screen.getByRole('textbox', { name: 'Start date' });
    await vi.waitFor(() => expect(date).toHaveAccessibleDescription(/Start date is required/));
  });

  it('creates the campaign, opens the payment dialog in the URL, shows how the total is made, and a decline keeps it open', async () => {
    const create = mutationMock(CreatePropertyCampaignMutation, () => ({
      data: { createPropertyCampaign: { __typename: 'CreatePropertyCampaignPayload', campaignId: '501' } },
    }));
    const outcomes = [
      {
        outcome: 'INSUFFICIENT_FUNDS',
        title: null,
        message: 'Your credit card has insufficient funds, please try again later',
      },
      {
        outcome: 'DECLINED',
        title: 'Payment unsuccessful',
        message:
          'Sorry, we are unable to process your payment. Please check your card details or contact the payment provider',
      },
      {
        outcome: 'PAID',
        title: null,
        message: 'Thank you for your payment. Please check the Dashboard to view your upcoming campaign.',
      },
    ];
    const pay = mutationMock(PayCampaignMutation, () => ({
      data: { payCampaign: { __typename: 'PayCampaignPayload', campaignId: '501', ...outcomes.shift()! } },
    }));
    const amount = paymentMock();
    const view = render([pageMock(), propertyMock(), create.mock, pay.mock, amount.mock]);
    await screen.findByRole('region', { name: '12 Harbour Street' });
    await choose(view, 'Campaign Package', 'Property Boost');
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm and pay' });
    expect(view.search().get('pay')).toBe('501');
    expect(view.search().get('property')).toBe('101');
    expect([...view.search().keys()].sort()).toEqual(['pay', 'property']);
    expect(await within(dialog).findByText('Package: Property Boost')).toBeInTheDocument();
    expect(amount.calls).toEqual([{ campaignId: '501' }]);
    const breakdown = within(dialog).getByRole('table', { name: 'Price + GST = Total' });
    expect(breakdown).toHaveTextContent('$500.00');
    expect(breakdown).toHaveTextContent('$50.00');
    expect(breakdown).toHaveTextContent('$550.00');
    // Submit stays disabled while the dialog is open.
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Visa ending 4242, expires 03/2031' })).toBeChecked();
    // The viewer sees prices: the button names the amount; one "A new card", Cancel beside Pay.
    const payButton = within(dialog).getByRole('button', { name: 'Pay $550.00' });
    expect(within(dialog).getAllByText('A new card')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await view.user.dblClick(payButton);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your credit card has insufficient funds, please try again later',
    );
    expect(pay.calls).toEqual([{ input: { campaignId: '501', confirmedAmountCents: 55000, savedCardId: '7' } }]);
    // The generic decline: the spec's title, and its sentence below it (not one text joined by ";").
    await view.user.click(within(dialog).getByRole('button', { name: 'Pay $550.00' }));
    const declined = await within(dialog).findByRole('alert');
    await vi.waitFor(() => expect(within(declined).getByText('Payment unsuccessful')).toBeInTheDocument());
    expect(
      within(declined).getByText(
        'Sorry, we are unable to process your payment. Please check your card details or contact the payment provider',
      ),
    ).toBeInTheDocument();
    expect(declined).not.toHaveTextContent(';');
    await view.user.click(within(dialog).getByRole('button', { name: 'Pay $550.00' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you for your payment. Please check the Dashboard to view your upcoming campaign.',
    );
    // The dialog's own Close button (the other is the modal's corner button).
    await view.user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await vi.waitFor(() => expect(view.search().get('pay')).toBeNull());
    // Completing the payment clears the form.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Short listing description' })).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
  });

  it('the viewer’s current image stands as the lead agent image: sent as the existing one, nothing uploaded', async () => {
    upload.mockClear();
    const create = created();
    const view = render([pageMock(withCurrentImage()), propertyMock(), create.mock]);
    await screen.findByRole('region', { name: '12 Harbour Street' });
    expect(screen.getByRole('img', { name: 'Your current image' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:4010/storage/users/olive.png',
    );
    expect(screen.getByText('Your current image is used unless you choose a new one.')).toBeInTheDocument();
    await choose(view, 'Campaign Package', 'Property Boost');
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await vi.waitFor(() => expect(view.search().get('pay')).toBe('501'));
    expect(create.calls[0]).toMatchObject({ input: { mainImageId: '77', updateViewer: false } });
    expect(upload).not.toHaveBeenCalled();
  });

  it('a new lead agent image replaces the current one: uploaded, sent, and the viewer’s image updated', async () => {
    upload.mockClear();
    const create = created();
    const view = render([pageMock(withCurrentImage()), propertyMock(), create.mock]);
    await screen.findByRole('region', { name: '12 Harbour Street' });
    await choose(view, 'Campaign Package', 'Property Boost');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'olive-new.png', { type: 'image/png' });
    await view.user.upload(screen.getByLabelText(/^Lead Agent Image/), png);
    await vi.waitFor(() => expect(screen.queryByRole('img', { name: 'Your current image' })).not.toBeInTheDocument());
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await vi.waitFor(() => expect(view.search().get('pay')).toBe('501'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0]).toBe('leadAgentImage');
    expect(create.calls[0]).toMatchObject({ input: { mainImageId: 'f9', updateViewer: true } });
  });

  it('agent extend needs an image: the current one counts until dropped, and not for another lead agent', async () => {
    const create = created();
    const view = render([pageMock(withCurrentImage()), propertyMock(), create.mock]);
    await screen.findByRole('region', { name: '12 Harbour Street' });
    await choose(view, 'Campaign Package', 'Agent Extend');
    await view.user.click(screen.getByRole('button', { name: 'Do not use my current image' }));
    expect(screen.queryByRole('img', { name: 'Your current image' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('Lead Agent Image is required')).toBeInTheDocument();
    expect(create.calls).toEqual([]);
    view.unmount();

    const other = render([pageMock(withCurrentImage()), propertyMock(), create.mock]);
    await screen.findByRole('region', { name: '12 Harbour Street' });
    const email = screen.getByRole('textbox', { name: /Lead Agent Email/ });
    await other.user.clear(email);
    await other.user.type(email, 'noah@acme.test');
    expect(screen.queryByRole('img', { name: 'Your current image' })).not.toBeInTheDocument();
  });

  it('Preview Ad Creative lives in the URL: a reload waits for the listing the URL names, then shows it again', async () => {
    const view = render([pageMock(), propertyMock()], `${ORDER_URL}?property=101&preview=creative`);
    expect(await screen.findByRole('dialog', { name: 'Preview Ad Creative' })).toHaveTextContent('12 Harbour Street');
    expect(view.search().get('preview')).toBe('creative');
    view.unmount();
    // No listing chosen: the Preview button is disabled, so the parameter goes.
    const empty = render([pageMock(), propertyMock()], `${ORDER_URL}?preview=creative`);
    await screen.findByRole('link', { name: 'BACK TO Acme Realty OFFICES' });
    await vi.waitFor(() => expect(empty.search().get('preview')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Preview Ad Creative' })).not.toBeInTheDocument();
  });

  it('the dialog shows the amount of the campaign as the server reads it, whatever the URL names', async () => {
    // A crafted link naming a cheaper package: the dialog reads campaign 501's own amount.
    const amount = paymentMock({ price: 81900, gst: 8190, total: 90090 }, 'Property Premium');
    const pay = mutationMock(PayCampaignMutation, () => ({
      data: {
        payCampaign: {
          __typename: 'PayCampaignPayload',
          campaignId: '501',
          outcome: 'PAID',
          title: null,
          message: 'Paid',
        },
      },
    }));
    const view = render(
      [pageMock(), propertyMock(), amount.mock, pay.mock],
      `${ORDER_URL}?property=101&pay=501&payPackage=21`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm and pay' });
    const breakdown = await within(dialog).findByRole('table', { name: 'Price + GST = Total' });
    expect(within(breakdown).getByRole('row', { name: '= Total $900.90' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('$550.00');
    expect(within(dialog).getByText('Package: Property Premium')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Pay $900.90' }));
    await vi.waitFor(() => expect(pay.calls).toHaveLength(1));
    expect(pay.calls[0]).toEqual({ input: { campaignId: '501', confirmedAmountCents: 90090, savedCardId: '7' } });
  });

  it('agents see no prices in the payment dialog and confirm no amount', async () => {
    const amount = paymentMock({ price: null, gst: null, total: null });
    const view = render(
      [pageMock(pageData({ agent: true })), propertyMock(), amount.mock],
      `${ORDER_URL}?property=101&pay=501`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm and pay' });
    expect(await within(dialog).findByText('Package: Property Boost')).toBeInTheDocument();
    // What is being paid for, without a price: the package, charged to the office.
    expect(within(dialog).getByText('Acme Sydney CBD is charged this package’s price.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('$');
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /BACK TO/ })).not.toBeInTheDocument();
    // Cancel closes the dialog without paying; the form's submit is enabled again.
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(view.search().get('pay')).toBeNull());
  });
});
