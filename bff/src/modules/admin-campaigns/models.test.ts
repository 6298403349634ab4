import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminCampaignDto } from '../../upstream/dashboard/admin-campaigns.ts';
import { adminCampaignModel, partnerLogModel } from './models.ts';

/** A campaign as the legacy API answers it (recorded from the sandbox). */
const recorded = {
  id: 4962,
  displayName: '109 Harbour Street, Waverton',
  type: 'property-extend',
  status: 'in-progress',
  agency: { id: 12, displayName: 'Harbour Property Group North Sydney' },
  packageTitle: 'Prestige Showcase 42 Days',
  property: { id: 77, title: 'Light-filled house with a north-facing garden' },
  bookedBy: { id: 9, firstName: 'Jack', lastName: 'Gallagher' },
  bookedAt: '2026-11-25T04:07:00.000Z',
  startDate: '2026-11-29',
  endDate: '2026-12-18',
  associatedCampaignId: 4901,
  facebookPreview: 'N/A',
  signifiProductResponse: { Data: { PublisherId: 'PUB-HARBOUR-12' } },
  signifiOrderResponse: null,
};

describe('the admin campaign tool models', () => {
  it('maps the legacy campaign: labels, statuses, ids as text, N/A previews as none', () => {
    assert.deepEqual(adminCampaignModel(adminCampaignDto.parse(recorded)), {
      id: '4962',
      type: 'Property Extend',
      displayName: '109 Harbour Street, Waverton',
      officeName: 'Harbour Property Group North Sydney',
      packageTitle: 'Prestige Showcase 42 Days',
      startDate: '2026-11-29',
      endDate: '2026-12-18',
      propertyTitle: 'Light-filled house with a north-facing garden',
      bookedBy: 'Jack Gallagher',
      bookedAt: '2026-11-25T04:07:00.000Z',
      status: 'IN_PROGRESS',
      associatedCampaignId: '4901',
      facebookPreview: null,
      hasProductResponse: true,
      hasOrderResponse: false,
    });
  });

  it('a campaign without a status, a property, a booker or an associated campaign', () => {
    const model = adminCampaignModel(
      adminCampaignDto.parse({
        ...recorded,
        status: null,
        property: null,
        bookedBy: null,
        associatedCampaignId: null,
        facebookPreview: '<iframe srcdoc="x"></iframe>',
      }),
    );
    assert.deepEqual(
      [model.status, model.propertyTitle, model.bookedBy, model.associatedCampaignId, model.facebookPreview],
      [null, null, null, null, '<iframe srcdoc="x"></iframe>'],
    );
  });

  it("keeps a partner's answer as indented JSON text, markup included, never parsed further", () => {
    const model = partnerLogModel({
      id: '5',
      type: 'order',
      updatedAt: '2026-11-27T09:00:00.000Z',
      response: { Error: { Message: '<script>alert(1)</script>' } },
      client: { id: '1', title: 'Acme Realty' },
      campaign: { id: '42', displayName: 'Acme Sydney CBD - Office Branding', property: null },
    });
    assert.equal(model.response, '{\n  "Error": {\n    "Message": "<script>alert(1)</script>"\n  }\n}');
    assert.equal(model.campaignTitle, 'Acme Sydney CBD - Office Branding');
    assert.equal(model.clientTitle, 'Acme Realty');
  });
});
