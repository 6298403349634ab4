import {
  leadAgentImageProblem,
  propertyOrderSchema,
  tomorrowOf,
  type PropertyOrderContext,
  type PropertyOrderFields,
} from '@portal/schema';
import { z } from 'zod';

/** The form's values: the shared fields, report recipients as rows, the lead agent image as a chosen File. */
export interface OrderFormValues {
  packageId: string;
  propertyId: string;
  audienceId: string;
  startDate: string;
  shortDesc: string;
  propertyUrl: string;
  videoUrl: string;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  agentUrlSource: 'PROPERTY' | 'AGENT';
  destinationUrl: string;
  leadAgentImage: File | null;
  additionalRecipients: { email: string }[];
  organicPost: boolean;
  note: string;
}

/** What a valid form hands its submit steps: the shared schema's output and the image to upload. */
export type OrderFormOutput = PropertyOrderFields & { leadAgentImage: File | null };

export const emptyOrderForm = (lead: {
  name: string;
  email: string;
  phone: string;
  postcode: string;
}): OrderFormValues => ({
  packageId: '',
  propertyId: '',
  audienceId: '',
  startDate: '',
  shortDesc: '',
  propertyUrl: '',
  videoUrl: '',
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  postcode: lead.postcode.slice(0, 4),
  agentUrlSource: 'AGENT',
  destinationUrl: '',
  leadAgentImage: null,
  additionalRecipients: [],
  organicPost: false,
  note: '',
});

/** A shared-schema error path → the form's field (rows hold `{ email }`; the image is a File). */
const formPath = (path: readonly PropertyKey[]): (string | number)[] => {
  const [head, ...rest] = path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  if (head === 'additionalRecipients' && rest.length === 1) return ['additionalRecipients', rest[0]!, 'email'];
  if (head === 'mainImageId') return ['leadAgentImage'];
  return [head!, ...rest];
};

/**
 * The form's rules: the shared `propertyOrderSchema` (the BFF validates createPropertyCampaign with
 * it) over the form's values, its messages under the form's fields, plus the lead agent image's type
 * and size. `keptImage`: the viewer's current image stands as the lead agent image while no new one is
 * chosen (it is then sent as the existing image). A blank start date becomes tomorrow (spec 5: the property flow uses tomorrow when none is chosen).
 */
export const orderFormSchema = (
  context: Omit<PropertyOrderContext, 'hasExistingAgentImage'> & { keptImage: boolean },
  officeId: string,
) =>
  z.custom<OrderFormValues>().transform((values, check): OrderFormOutput => {
    const startDate = values.startDate.trim() === '' ? tomorrowOf() : values.startDate;
    const { keptImage, ...shared } = context;
    const parsed = propertyOrderSchema({
      ...shared,
      hasExistingAgentImage: values.leadAgentImage !== null || keptImage,
    }).safeParse({
      ...values,
      officeId,
      startDate,
      mainImageId: '',
      additionalRecipients: values.additionalRecipients.map((row) => row.email),
      agentUrlSource: shared.showAgentLandingPage && shared.kind === 'AGENT_EXTEND' ? values.agentUrlSource : null,
      destinationUrl: values.agentUrlSource === 'PROPERTY' ? '' : values.destinationUrl,
    });
    const image = values.leadAgentImage;
    const imageProblem = image ? leadAgentImageProblem(image) : null;
    if (imageProblem) check.addIssue({ code: 'custom', path: ['leadAgentImage'], message: imageProblem });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        check.addIssue({ code: 'custom', path: formPath(issue.path), message: issue.message });
      return z.NEVER;
    }
    if (imageProblem) return z.NEVER;
    return { ...parsed.data, leadAgentImage: image };
  });
