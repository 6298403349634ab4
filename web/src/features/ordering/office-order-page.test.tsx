import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { mutationMock } from '../../test/mutation-mock.ts';
import { OfficeOrderPage } from './office-order-page.tsx';
import {
  failingPageMock,
  OFFICE_ORDER_PATH,
  OFFICE_ORDER_URL,
  officePageData,
  officePageMock,
} from './ordering-test-mocks.ts';
import { CreateOfficeCampaignMutation, OfficeOrderPageQuery } from './queries.ts';

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

const render = (mocks: readonly MockedResponse[], search = '') =>
  renderWithProviders(<OfficeOrderPage upload={upload} />, {
    url: `${OFFICE_ORDER_URL}${search}`,
    path: OFFICE_ORDER_PATH,
    mocks,
  });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Office Order — Acme Sydney CBD' });
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

describe('OfficeOrderPage', () => {
  it('shows Loading, then the form with its fields, the non-video block and the back link', async () => {
    const view = render([officePageMock()]);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const title = await heading();
    // The kind with its dash, then the office as a line of its own (below it on a phone).
    expect(within(title).getByText('Office Order —')).toBeInTheDocument();
    expect(within(title).getByText('Acme Sydney CBD')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Campaign Type' })).toBeInTheDocument();
    // The name starts as the office's name.
    expect(textbox('Name')).toHaveValue('Acme Sydney CBD');
    expect(textbox('Email')).toHaveValue('');
    expect(textbox('Phone')).toHaveValue('');
    expect(textbox('Postcodes')).toHaveAccessibleDescription('Up to 4 postcodes, separated by commas');
    expect(textbox('Destination URL')).toHaveAccessibleDescription('Starts with https://');
    expect(screen.getByRole('combobox', { name: 'Campaign Package' })).toBeInTheDocument();
    expect(textbox('Start date')).toBeInTheDocument();
    // No package chosen: the non-video block.
    expect(screen.getByRole('combobox', { name: 'CTA label' })).toBeInTheDocument();
    expect(textbox('Headline')).toHaveAccessibleDescription('At most 50 characters');
    expect(textbox('Ad copy')).toHaveAccessibleDescription('At most 150 characters');
    expect(screen.getByLabelText(/^Key Image/)).toHaveAttribute('type', 'file');
    // Required, so starred; chosen with the design system's picker.
    expect(screen.getByText('Key Image').closest('label')).toHaveTextContent(/^Key Image\s*\*$/);
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Video URL' })).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'BACK TO Acme Realty OFFICES' });
    const href = new URL(back.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/offices');
    expect(JSON.parse(href.searchParams.get('selectedClient')!)).toEqual({ id: '3', title: 'Acme Realty' });

    // A video package swaps the block for the video URL and the headline note.
    await choose(view, 'Campaign Package', 'Video Boost');
    expect(await screen.findByRole('textbox', { name: 'Video URL' })).toBeInTheDocument();
    expect(screen.getByText('The headline is the office name: Acme Sydney CBD')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'CTA label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Headline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ad copy' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Key Image/)).not.toBeInTheDocument();
    // And back.
    await choose(view, 'Campaign Package', 'Display Boost');
    expect(await screen.findByRole('textbox', { name: 'Headline' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Video URL' })).not.toBeInTheDocument();
  });

  it('shows the required messages at an empty submit and creates nothing', async () => {
    const create = mutationMock(CreateOfficeCampaignMutation, () => ({ data: null }));
    const view = render([officePageMock(), create.mock]);
    await heading();
    await view.user.click(submitButton());
    expect(await screen.findByText('Campaign Type is required')).toBeInTheDocument();
    expect(textbox('Postcodes')).toHaveAccessibleDescription(/Postcodes is required/);
    expect(textbox('Destination URL')).toHaveAccessibleDescription(/Destination URL is required/);
    expect(screen.getByText('Campaign Package is required')).toBeInTheDocument();
    expect(screen.getByText('CTA label is required')).toBeInTheDocument();
    expect(textbox('Headline')).toHaveAccessibleDescription(/Headline is required/);
    expect(textbox('Ad copy')).toHaveAccessibleDescription(/Ad copy is required/);
    expect(screen.getByText('Key Image is required')).toBeInTheDocument();
    // Name, email and phone are optional on the office form.
    expect(textbox('Name')).not.toHaveAccessibleDescription(/required/);
    expect(textbox('Email')).not.toHaveAccessibleDescription(/required/);
    expect(create.calls).toEqual([]);
  });

  it('a video package asks for the video URL instead of the creative fields', async () => {
    const create = mutationMock(CreateOfficeCampaignMutation, () => ({ data: null }));
    const view = render([officePageMock(), create.mock]);
    await heading();
    await choose(view, 'Campaign Package', 'Video Boost');
    await view.user.click(submitButton());
    expect(await screen.findByText('Video URL is required')).toBeInTheDocument();
    expect(screen.queryByText('CTA label is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Headline is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Key Image is required')).not.toBeInTheDocument();
    expect(create.calls).toEqual([]);
  });

  it('refuses an http destination URL and a 51-character headline with the spec’s texts and keeps what was typed', async () => {
    const create = mutationMock(CreateOfficeCampaignMutation, () => ({ data: null }));
    const view = render([officePageMock(), create.mock]);
    await heading();
    const headline = 'H'.repeat(51);
    await paste(view, 'Destination URL', 'http://acme.test/about');
    await paste(view, 'Headline', headline);
    await paste(view, 'Postcodes', '2000,2001,2002,2003,2004');
    await view.user.click(submitButton());
    expect(await screen.findByText('Destination URL must be a valid https url')).toBeInTheDocument();
    expect(screen.getByText('Headline must be at most 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Maximum 4 Postcodes')).toBeInTheDocument();
    expect(textbox('Destination URL')).toHaveValue('http://acme.test/about');
    expect(textbox('Headline')).toHaveValue(headline);
    expect(textbox('Postcodes')).toHaveValue('2000,2001,2002,2003,2004');
    expect(create.calls).toEqual([]);
  });

  it('Preview Ad Creative waits for a name and, for non-video packages, a headline and an image', async () => {
    const view = render([officePageMock()]);
    await heading();
    // A name (the office's) but no headline or image.
    expect(previewButton()).toBeDisabled();
    await paste(view, 'Headline', 'Sydney’s local experts');
    expect(previewButton()).toBeDisabled();
    // A WebP, as the key image's help text says; previewed square (suggested 1080x1080).
    const webp = new File([new Uint8Array(64)], 'key.webp', { type: 'image/webp' });
    await view.user.upload(screen.getByLabelText(/^Key Image/), webp);
    await vi.waitFor(() => expect(previewButton()).toBeEnabled());
    const preview = screen.getByRole('img', { name: 'Key Image' });
    expect(preview).toHaveAttribute('src', '/storage/officeKeyImage/key.webp');
    expect(preview.closest('[data-shape]')).toHaveAttribute('data-shape', 'avatar');
    expect(screen.getByRole('button', { name: 'Replace the image' })).toBeInTheDocument();
    // The open preview lives in the URL.
    await view.user.click(previewButton());
    expect(view.search().get('preview')).toBe('creative');
    await view.user.keyboard('{Escape}');
    // Without a name it is disabled again.
    await view.user.clear(textbox('Name'));
    expect(previewButton()).toBeDisabled();
  });

  it('a reload with the preview in the URL and no headline or image: the parameter goes, nothing opens', async () => {
    const view = render([officePageMock()], '?preview=creative');
    await heading();
    await vi.waitFor(() => expect(view.search().get('preview')).toBeNull());
    expect(previewButton()).toBeDisabled();
  });

  it('a video package needs only the name for Preview Ad Creative', async () => {
    const view = render([officePageMock()]);
    await heading();
    expect(previewButton()).toBeDisabled();
    await choose(view, 'Campaign Package', 'Video Boost');
    await vi.waitFor(() => expect(previewButton()).toBeEnabled());
    await view.user.clear(textbox('Name'));
    expect(previewButton()).toBeDisabled();
  });

  it('shows the package price summary to office users, and no amount to agents', async () => {
    const office = render([officePageMock()]);
    await heading();
    await choose(office, 'Campaign Package', 'Display Boost');
    const summary = await screen.findByRole('region', { name: 'Price summary' });
    expect(within(summary).getByRole('row', { name: 'Package price $500.00' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'GST $50.00' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Total $550.00' })).toBeInTheDocument();
    office.unmount();

    const agent = render([officePageMock(officePageData({ agent: true }))]);
    await heading();
    await choose(agent, 'Campaign Package', 'Display Boost');
    expect(screen.getByRole('combobox', { name: 'Campaign Package' })).toHaveValue('Display Boost');
    expect(screen.queryByRole('region', { name: 'Price summary' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('$');
    expect(screen.queryByRole('link', { name: /BACK TO/ })).not.toBeInTheDocument();
  });

  it('shows the error when the page query fails', async () => {
    render([failingPageMock(OfficeOrderPageQuery)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get End Point');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).not.toBeInTheDocument();
  });
});
