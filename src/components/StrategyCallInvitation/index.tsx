import type {ReactNode} from 'react';
import CallToAction from '@site/src/components/CallToAction';
import {site} from '@site/src/data/site';

/**
 * The invitation every long read ends with (a post, a guide, a case study without a closing call
 * to action of its own): the closing band, leading to the contact page, where the strategy call is
 * booked.
 */
export default function StrategyCallInvitation(): ReactNode {
  return (
    <CallToAction
      id="book-a-call"
      title={`Book a ${site.strategyCallMinutes}-Minute Strategy Call`}>
      Tell me what you are working on. We will look at your goals, your site and what to fix first,
      and you will leave with clear next steps, whether or not we work together.
    </CallToAction>
  );
}
