import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import type {
  CampaignPaymentQuery as CampaignPaymentData,
  PayCampaignInput,
  PaymentOutcome,
} from '../../../__generated__/graphql.ts';
import { progressCurves } from '../../../kit/progress/progress-curves.ts';
import { useProgressTask } from '../../../kit/progress/use-progress-task.ts';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import { orderingTexts as t } from '../ordering-texts.ts';
import { CampaignPaymentQuery, PayCampaignMutation } from '../queries.ts';

const SUCCESS: readonly PaymentOutcome[] = ['PAID', 'PLACED'];

/** What a campaign's payment is for: its package and, for viewers who see prices, the amounts in cents. */
export type CampaignDue = NonNullable<CampaignPaymentData['campaignPayment']>;

/** The last attempt's outcome as the dialog shows it: the BFF's text, under its title where the spec gives one. */
export interface PaymentOutcomeText {
  ok: boolean;
  title: string | null;
  text: string;
}

/** How a campaign is paid: a saved card, a new card's single-use token, or the trading terms (neither). */
export type PaymentInput = Omit<PayCampaignInput, 'campaignId' | 'confirmedAmountCents'>;

/**
 * A campaign's payment: the amount due, read from the campaign being paid (its one query, never the
 * URL; decision 077) and sent back as the confirmed amount; one request per attempt (a second while
 * one is in flight is ignored, and the BFF single-flights the campaign's payment), the spec's progress
 * curve while it runs, then the BFF's outcome text.
 */
export function usePayment(campaignId: string) {
  const amount = useQuery(CampaignPaymentQuery, { variables: { campaignId }, fetchPolicy: 'network-only' });
  const due = amount.data?.campaignPayment ?? null;
  const [pay] = useMutation(PayCampaignMutation);
  const progress = useProgressTask(progressCurves.payment);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcomeText | null>(null);
  const inFlight = useRef(false);
  const paid = outcome?.ok === true;

  /** Sends one payment; a second call while one is in flight is ignored. Resolves a failure text or null. */
  const send = async (input: PaymentInput): Promise<string | null> => {
    if (inFlight.current || paid || !due) return null;
    inFlight.current = true;
    setPaying(true);
    setOutcome(null);
    try {
      let failure: string = t.outcomes.DECLINED;
      const answer = await progress.start(async () => {
        try {
          const confirmed = { campaignId, confirmedAmountCents: due.total ?? null, ...input };
          const { data } = await pay({ variables: { input: confirmed } });
          if (!data) throw new Error(t.outcomes.DECLINED);
          return data.payCampaign;
        } catch (error) {
          failure = errorMessage(error);
          throw error;
        }
      });
      if (!answer) {
        setOutcome({ ok: false, title: null, text: failure });
        return null;
      }
      setOutcome({ ok: SUCCESS.includes(answer.outcome), title: answer.title ?? null, text: answer.message });
      return null;
    } catch (error) {
      setOutcome({ ok: false, title: null, text: errorMessage(error) });
      return null;
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return { amount, due, send, paying, paid, outcome, percent: progress.percent };
}
